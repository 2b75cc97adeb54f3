import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AUTH_MESSAGES as M, INVITATION_MESSAGES } from '@ticklist/contracts';
import { FieldErrors, fieldErrors } from '../../common/domain-error';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { InvitesService } from '../invites/invites.service';
import { isUniqueViolation, violatedConstraint } from '../../database/db-errors';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { WorkspacesRepository } from '../workspaces/workspaces.repository';
import { InvitationSignUp } from '../workspaces/invitations/invitation-sign-up';
import type { InvitationRow } from '../workspaces/invitations/workspace-invitations.repository';
import { AuthMailService } from './auth-mail.service';
import { PasswordService } from './password/password.service';
import { readRegistration, type RegistrationInput } from './registration-input';

/** How long sign-up waits for the verification mail before answering (it is retried later anyway). */
const VERIFY_MAIL_TIMEOUT_MS = 5_000;

/**
 * Invite-only sign-up. Every rule is checked and answered at once; the invite use is spent in
 * the same transaction as the user insert. An address that is a guest's (someone shared a
 * checklist with it) becomes an owner, keeping what was shared with it.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly invites: InvitesService,
    private readonly rateLimits: RateLimitService,
    private readonly mails: AuthMailService,
    private readonly workspaces: WorkspacesRepository,
    private readonly invitationSignUp: InvitationSignUp,
  ) {}

  async register(body: Record<string, unknown>, ip: string): Promise<UserEntity> {
    await this.rateLimits.consume(RATE_LIMITS.registerPerIp, ip);
    const { input, errors } = readRegistration(body, this.passwords);
    await this.checkAgainstDatabase(input, errors);
    errors.throwIfAny();

    // Hash outside the transaction: it takes tens of milliseconds and the pool may be one connection.
    const passwordHash = await this.passwords.hash(input.password);
    let user: UserEntity;
    try {
      user = await this.dataSource.transaction((manager) => this.insert(input, passwordHash, manager));
    } catch (error) {
      throw uniqueViolationAsFieldError(error) ?? error;
    }
    // A mail failure must not fail the sign-up: the job stays queued and is retried.
    await this.mails.sendVerification(user.id, VERIFY_MAIL_TIMEOUT_MS);
    return user;
  }

  /**
   * Invite first; whether a name or address is taken is only said to someone holding a valid
   * invite, so the form cannot be used to probe for accounts.
   */
  private async checkAgainstDatabase(input: RegistrationInput, errors: FieldErrors, manager?: EntityManager): Promise<InvitationRow | null> {
    if (errors.has('inviteCode')) return null;
    const invitation = await this.checkInvitation(input, errors, manager);
    if (errors.has('invitationToken') || errors.has('email')) return null;
    if (!invitation && !(await this.invites.check(input.inviteCode, manager))) {
      errors.add('inviteCode', M.inviteCodeInvalid);
      return null;
    }
    if (!errors.has('username') && (await this.users.usernameTakenForSignUp(input.username, input.email, manager))) {
      errors.add('username', M.usernameTaken);
    }
    if (!errors.has('email') && (await this.users.findByEmail(input.email, manager))?.accountType === 'owner') {
      errors.add('email', M.emailTaken);
    }
    return invitation;
  }

  /** Issue 47: an invitation's token instead of an invite code; the address must be the invited one. */
  private async checkInvitation(input: RegistrationInput, errors: FieldErrors, manager?: EntityManager): Promise<InvitationRow | null> {
    if (!input.invitationToken) return null;
    const invitation = await this.invitationSignUp.find(input.invitationToken, manager);
    if (!invitation) errors.add('invitationToken', INVITATION_MESSAGES.linkInvalid);
    else if (invitation.email.toLowerCase() !== input.email) errors.add('email', INVITATION_MESSAGES.otherAddress);
    return invitation;
  }

  private async insert(input: RegistrationInput, passwordHash: string, manager: EntityManager): Promise<UserEntity> {
    // Re-checked inside the transaction: another sign-up may have won meanwhile.
    const errors = new FieldErrors();
    const invitation = await this.checkAgainstDatabase(input, errors, manager);
    errors.throwIfAny();
    if (!invitation && !(await this.invites.spend(input.inviteCode, manager))) throw fieldErrors({ inviteCode: M.inviteCodeInvalid });

    // Read again, after the re-check: a sign-up for the same address that committed in between is
    // seen here (each statement reads what is committed when it starts), and it is no guest to
    // promote. Taking its row would have signed this caller in to that account.
    const existing = await this.users.findByEmail(input.email, manager);
    let id: string;
    if (existing) {
      const promoted = existing.accountType === 'guest' && (await this.users.promoteGuest(existing.id, input.username, passwordHash, manager));
      if (!promoted) throw fieldErrors({ email: M.emailTaken });
      id = existing.id;
    } else {
      const inserted = await this.users.insertOwner(input.username, input.email, passwordHash, manager);
      if (!inserted) {
        const emailTaken = await this.users.findByEmail(input.email, manager);
        throw fieldErrors(emailTaken ? { email: M.emailTaken } : { username: M.usernameTaken });
      }
      id = inserted;
    }
    // Every account has a personal workspace from its first moment (issue 47).
    await this.workspaces.personalOf(id, manager);
    if (invitation && !(await this.invitationSignUp.redeem(invitation, id, manager))) throw fieldErrors({ invitationToken: INVITATION_MESSAGES.linkInvalid });
    return (await this.users.findById(id, manager))!;
  }
}

/** Two sign-ups racing for one name or address: the loser gets the same 422 as if it came second. */
function uniqueViolationAsFieldError(error: unknown) {
  if (!isUniqueViolation(error)) return null;
  const constraint = violatedConstraint(error);
  if (constraint.includes('username')) return fieldErrors({ username: M.usernameTaken });
  if (constraint.includes('email')) return fieldErrors({ email: M.emailTaken });
  return null;
}
