import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MFA_MESSAGES as M, type RecoveryCodesResponse, type TotpEnrolmentResponse } from '@ticklist/contracts';
import { DomainError, FieldErrors, fieldErrors } from '../../../common/domain-error';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { PasswordService } from '../password/password.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { asRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { SecondFactorService } from './second-factor.service';
import { SecondFactorKeys } from './totp-secret.box';
import { newTotpSecret, totpUri } from './totp-codes';
import { TotpRepository } from './totp.repository';

/** `qrcode` (and its PNG encoder), loaded when someone enrols, not at start (issue 50: what an idle server holds). */
const qrCodes = () => import('qrcode');

const conflict = (message: string) => new DomainError('conflict', message);

/**
 * Account › Security › Two-factor authentication: set up an authenticator app (a pending secret,
 * then a typed code turns it on and gives ten recovery codes), new recovery codes, turning it off.
 * Every code typed here counts against the account's tries like a sign-in code.
 */
@Injectable()
export class TotpEnrolmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly totp: TotpRepository,
    private readonly recovery: RecoveryCodesRepository,
    private readonly factor: SecondFactorService,
    private readonly keys: SecondFactorKeys,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
  ) {}

  /** Whether a password sign-in asks for a code (set-up finished). */
  isOn(userId: string): Promise<boolean> {
    return this.totp.isEnabled(userId);
  }

  /** A new pending secret (replacing a pending one); 409 when the app is already on. */
  async start(user: UserEntity): Promise<TotpEnrolmentResponse> {
    const secret = newTotpSecret();
    if (!(await this.totp.savePending(user.id, this.keys.totpSecrets.seal(secret)))) throw conflict(M.totpAlreadyOn);
    const otpauthUrl = totpUri(secret, user.email);
    return { secret, otpauthUrl, qrCode: await (await qrCodes()).toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  /** The typed code matches the pending secret: the app is on; ten recovery codes, shown this once. */
  async confirm(userId: string, code: unknown): Promise<RecoveryCodesResponse> {
    const row = await this.totp.find(userId);
    if (row?.enabled) throw conflict(M.totpAlreadyOn);
    if (!row) throw fieldErrors({ code: M.totpNotStarted });
    await this.factor.assertTriesLeft(userId);
    const step = this.factor.stepOf(row.secretSealed, code);
    if (step === null) {
      await this.factor.failedTry(userId);
      throw fieldErrors({ code: typeof code === 'string' && code.trim() ? M.codeWrong : M.codeRequired });
    }
    const codes = newRecoveryCodes();
    const enabled = await this.dataSource.transaction(async (m) => {
      if (!(await this.totp.enable(userId, step, m))) return false;
      await this.recovery.replace(userId, this.hashes(userId, codes), m);
      return true;
    });
    if (!enabled) throw conflict(M.totpAlreadyOn);
    return { recoveryCodes: codes };
  }

  /** New recovery codes for a code of the factor (the old ones stop working). */
  async renewRecoveryCodes(userId: string, code: unknown): Promise<RecoveryCodesResponse> {
    await this.assertOn(userId);
    await this.factor.assertTriesLeft(userId);
    if (!(await this.factor.spend(userId, code))) {
      await this.factor.failedTry(userId);
      throw fieldErrors({ code: typeof code === 'string' && code.trim() ? M.codeWrong : M.codeRequired });
    }
    const codes = newRecoveryCodes();
    await this.dataSource.transaction((m) => this.recovery.replace(userId, this.hashes(userId, codes), m));
    return { recoveryCodes: codes };
  }

  /** Turns the factor off: the account password and a code (of the app, or a recovery code). */
  async disable(userId: string, body: { password?: unknown; code?: unknown }): Promise<void> {
    await this.assertOn(userId);
    await this.factor.assertTriesLeft(userId);
    const errors = new FieldErrors();
    const withPassword = await this.users.findWithPasswordById(userId);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) errors.add('password', M.passwordWrong);
    else if (!(await this.passwords.verify(withPassword?.passwordHash ?? null, password))) errors.add('password', M.passwordWrong);
    // The code is spent only with the right password: a wrong password leaves it usable.
    if (!errors.has() && !(await this.factor.spend(userId, body.code))) errors.add('code', typeof body.code === 'string' && body.code.trim() ? M.codeWrong : M.codeRequired);
    if (errors.has()) {
      await this.factor.failedTry(userId);
      errors.throwIfAny();
    }
    await this.dataSource.transaction(async (m) => {
      await this.totp.delete(userId, m);
      await this.recovery.deleteAll(userId, m);
    });
  }

  private async assertOn(userId: string): Promise<void> {
    if (!(await this.totp.isEnabled(userId))) throw conflict(M.totpNotOn);
  }

  private hashes(userId: string, codes: string[]): string[] {
    return codes.map((code) => this.keys.recoveryCodes.hash(userId, asRecoveryCode(code)!));
  }
}
