import { Body } from '@nestjs/common';
import { RECOVERY_CODE_COUNT, type RecoveryCodesResponse, type TotpEnrolmentResponse, type TotpStatusResponse } from '@ticklist/contracts';
import { Endpoint } from '../../../common/openapi/endpoint.decorator';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import type { UserEntity } from '../../users/user.entity';
import { RecoveryCodesSchema, TotpCodeDto, TotpDisableDto, TotpEnrolmentSchema, TotpStatusSchema } from '../dto/mfa.schemas';
import { CurrentUser } from '../session/auth.guard';
import { OwnerController } from '../session/owner-controller.decorator';
import { SessionOnly } from '../session/session-only.decorator';
import { TotpEnrolmentService } from './totp-enrolment.service';

const TRIES = `Failed codes count against the account: the ${RATE_LIMITS.mfaCodePerAccount.limit + 1}th failed try in ${RATE_LIMITS.mfaCodePerAccount.windowMs / 60_000} minutes is a 429.`;

/** Account › Security › Two-factor authentication (issue 49). From a signed-in session only. */
@OwnerController('Account', 'user/totp')
@SessionOnly()
export class TotpController {
  constructor(private readonly enrolment: TotpEnrolmentService) {}

  @Endpoint.get('', {
    operationId: 'getTotp', summary: 'Whether two-factor authentication is on', answer: TotpStatusSchema,
    description: 'A set-up that was started but not confirmed is not on. Session only: a personal access token gets 403.',
  })
  async status(@CurrentUser() user: UserEntity): Promise<TotpStatusResponse> {
    return { enabled: await this.enrolment.isOn(user.id) };
  }

  @Endpoint.post('', {
    operationId: 'startTotp', summary: 'Start setting up an authenticator app', answer: TotpEnrolmentSchema, secret: true,
    description: 'A new pending secret (asking again replaces it), to scan or type into the app; nothing changes at sign-in until `POST /api/user/totp/confirm`. Session only: a personal access token gets 403.',
    errorsHere: { 409: 'Two-factor authentication is already on.' },
  })
  start(@CurrentUser() user: UserEntity): Promise<TotpEnrolmentResponse> {
    return this.enrolment.start(user);
  }

  @Endpoint.post('confirm', {
    operationId: 'confirmTotp', summary: 'Turn two-factor authentication on with a code of the app', answer: RecoveryCodesSchema, secret: true, errors: [422, 429],
    description: `A code of the pending secret turns it on; the answer has the ${RECOVERY_CODE_COUNT} recovery codes, shown this once. A wrong code is a 422 keyed \`code\`. ${TRIES}`,
    errorsHere: { 409: 'Two-factor authentication is already on.' },
  })
  confirm(@CurrentUser() user: UserEntity, @Body() body: TotpCodeDto): Promise<RecoveryCodesResponse> {
    return this.enrolment.confirm(user.id, body.code);
  }

  @Endpoint.post('recovery-codes', {
    operationId: 'renewRecoveryCodes', summary: 'New recovery codes (the old ones stop working)', answer: RecoveryCodesSchema, secret: true, errors: [422, 429],
    description: `Needs a code of the app (or a recovery code). A wrong code is a 422 keyed \`code\`. ${TRIES}`,
    errorsHere: { 409: 'Two-factor authentication is not on.' },
  })
  renew(@CurrentUser() user: UserEntity, @Body() body: TotpCodeDto): Promise<RecoveryCodesResponse> {
    return this.enrolment.renewRecoveryCodes(user.id, body.code);
  }

  @Endpoint.post('disable', {
    operationId: 'disableTotp', summary: 'Turn two-factor authentication off', noContent: 'Off: sign-in asks for the password only; the recovery codes are void.', errors: [422, 429],
    description: `Needs the account password and a code of the app (or a recovery code); a wrong one is a 422 keyed \`password\` or \`code\`. ${TRIES}`,
    errorsHere: { 409: 'Two-factor authentication is not on.' },
  })
  async disable(@CurrentUser() user: UserEntity, @Body() body: TotpDisableDto): Promise<void> {
    await this.enrolment.disable(user.id, body);
  }
}
