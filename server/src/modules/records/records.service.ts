import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RECORD_MESSAGES as M, type CompletionRecordResponse, type CompletionRecordSummary, type RecordVerification } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { isTokenShaped, randomToken, SecretBox, sha256Hex } from '../../common/crypto';
import { notFound } from '../../common/domain-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { Inject } from '@nestjs/common';
import { CompletionRecordsRepository, type RecordSourceRow, type StoredRecordRow } from './completion-records.repository';
import { canonicalJson, parseCompact, sha256Of, signatureHolds, signCompact } from './jws';
import { SigningKeysService } from './signing-keys.service';

/** The answers part of a record: what verification compares with the stored answers. */
const answersOf = (source: RecordSourceRow) =>
  source.items.map((i) => ({ id: i.id, text: i.text, complete: i.complete, answer: i.answer ?? null, answeredAt: i.answeredAt }));

/** SHA-256 of the checklist's items in canonical form: which version of the checklist was done. */
const fingerprintOf = (source: RecordSourceRow) =>
  sha256Of(canonicalJson(source.items.map((i) => ({ id: i.id, text: i.text, description: i.description, kind: i.kind, required: i.required, settings: i.settings ?? {} }))));

/**
 * Completion records (issue 48): issued when the owner accepts a run, signed as a compact JWS with
 * the deployment's current key, and verified on demand by anyone holding the code: the signature,
 * the stored record against what was signed, and (for the latest record) the stored answers.
 */
@Injectable()
export class RecordsService {
  private readonly codes: SecretBox;

  constructor(
    private readonly records: CompletionRecordsRepository,
    private readonly keys: SigningKeysService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConfig() config: AppConfig,
  ) {
    this.codes = new SecretBox(config.jwtSecret, 'completion-record-code');
  }

  /** Issues the share's record in the accepting transaction `m`. */
  async issue(shareId: string, acceptedAt: Date, m: EntityManager): Promise<void> {
    const source = await this.records.source(shareId, m);
    if (!source) return;
    const salt = randomToken(16);
    const id = randomUUID();
    const issuedAt = this.clock.now().toISOString();
    const record = {
      id,
      kind: 'A record of completion',
      issuedAt,
      checklist: { id: source.checklist_id, title: source.title, fingerprint: fingerprintOf(source) },
      recipient: { email: source.recipient_email, emailHash: sha256Hex(`${salt}:${source.recipient_email}`) },
      owner: { name: source.owner_name, email: source.owner_email },
      salt,
      items: answersOf(source),
      evidence: [] as { sha256: string }[],
      messages: source.messages,
      acceptedAt: acceptedAt.toISOString(),
    };
    const key = await this.keys.current(m);
    const code = randomToken(24); // 192 random bits
    await this.records.insert(id, shareId, sha256Hex(code), this.codes.seal(code), record, signCompact(record, key.privateKey, key.kid), key.kid, issuedAt, m);
  }

  /** The records of one share, oldest first. */
  async list(shareId: string): Promise<CompletionRecordSummary[]> {
    return (await this.records.ofShare(shareId)).map((row) => ({ id: row.id, code: this.codes.open(row.code_sealed), issuedAt: row.issued_at, supersededBy: row.superseded_by, pdfUrl: null }));
  }

  async read(code: string): Promise<CompletionRecordResponse> {
    const row = await this.find(code);
    return { record: row.record, jws: row.jws };
  }

  async verify(code: string): Promise<RecordVerification> {
    const row = await this.find(code);
    const problems: string[] = [];
    const jws = parseCompact(row.jws);
    const key = jws?.kid ? await this.keys.publicKey(jws.kid) : null;
    if (!jws || !key) problems.push(M.unknownKey);
    else if (!signatureHolds(jws, key)) problems.push(M.signatureBroken);
    if (jws && jws.payload !== canonicalJson(row.record)) problems.push(M.storedChanged);
    if (!row.superseded_by) {
      const source = await this.records.source(row.share_id, this.records.manager());
      const items = (row.record as { items?: unknown }).items;
      if (!source || canonicalJson(answersOf(source)) !== canonicalJson(items ?? null)) problems.push(M.answersChanged);
    }
    return { valid: problems.length === 0, signedBy: jws?.kid ?? null, issuedAt: row.issued_at, superseded: row.superseded_by !== null, redacted: false, problems };
  }

  private async find(code: string): Promise<StoredRecordRow> {
    const row = isTokenShaped(code) ? await this.records.byCodeHash(sha256Hex(code)) : null;
    if (!row) throw notFound(M.notFound);
    return row;
  }
}
