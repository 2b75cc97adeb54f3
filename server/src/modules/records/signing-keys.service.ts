import { Injectable } from '@nestjs/common';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { SecretBox } from '../../common/crypto';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { SqlRepository } from '../../database/sql-repository';
import { sha256Of, canonicalJson } from './jws';

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

/** Runs the statements on `signing_keys` (the service holds the keys' logic). */
@Injectable()
export class SigningKeysRepository extends SqlRepository {
  override db(m?: EntityManager): EntityManager {
    return super.db(m);
  }
}

/**
 * The deployment's Ed25519 signing keys (issue 48), in the database so every replica signs with the
 * same one: the private key sealed with a key derived from JWT_SECRET. The newest is current; old
 * ones are kept so records they signed still verify. The first record makes the first key.
 */
@Injectable()
export class SigningKeysService {
  private readonly box: SecretBox;

  constructor(
    private readonly keys: SigningKeysRepository,
    @InjectConfig() config: AppConfig,
  ) {
    this.box = new SecretBox(config.jwtSecret, 'record-signing-key');
  }

  private sealer(): SecretBox {
    return this.box;
  }

  /** The current key for signing, made when there is none yet. */
  async current(m?: EntityManager): Promise<{ kid: string; privateKey: KeyObject }> {
    const rows: { kid: string; private_key_sealed: string }[] = await this.keys.db(m).query(`SELECT kid, private_key_sealed FROM signing_keys ORDER BY created_at DESC, kid LIMIT 1`);
    const row = rows[0] ?? (await this.rotate(m));
    return { kid: row.kid, privateKey: createPrivateKey({ key: Buffer.from(this.sealer().open(row.private_key_sealed), 'base64'), format: 'der', type: 'pkcs8' }) };
  }

  /** Makes a new current key; the old ones stay for verification. */
  async rotate(m?: EntityManager): Promise<{ kid: string; private_key_sealed: string }> {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
    // RFC 7638 thumbprint: the kid names the key itself.
    const kid = Buffer.from(sha256Of(canonicalJson({ crv: jwk.crv, kty: jwk.kty, x: jwk.x })), 'hex').toString('base64url');
    const sealed = this.sealer().seal(privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'));
    const publicJwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: jwk.x!, kid, alg: 'EdDSA', use: 'sig' };
    await this.keys.db(m).query(`INSERT INTO signing_keys (kid, public_jwk, private_key_sealed) VALUES ($1, $2::jsonb, $3)`, [kid, JSON.stringify(publicJwk), sealed]);
    return { kid, private_key_sealed: sealed };
  }

  /** Every key's public half, current first (a JWKS). */
  async jwks(): Promise<{ keys: PublicJwk[] }> {
    const rows: { public_jwk: PublicJwk }[] = await this.keys.db().query(`SELECT public_jwk FROM signing_keys ORDER BY created_at DESC, kid`);
    return { keys: rows.map((r) => r.public_jwk) };
  }

  /** The public key named `kid`; null when there is none. */
  async publicKey(kid: string): Promise<KeyObject | null> {
    const rows: { public_jwk: PublicJwk }[] = await this.keys.db().query(`SELECT public_jwk FROM signing_keys WHERE kid = $1`, [kid]);
    const jwk = rows[0]?.public_jwk;
    return jwk ? createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' }) : null;
  }
}
