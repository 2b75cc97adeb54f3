import { Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  ACCOUNT_MESSAGES,
  type DeletionPreviewResponse,
  type MessageResponse,
} from '@ticklist/contracts';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { MessageSchema } from '../../common/openapi/message.schema';
import { AccountExportSchema } from './dto/account-export.schema';
import { DeletionPreviewSchema } from './dto/account.schemas';
import { SessionOnly } from '../auth/session/session-only.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountMemberships } from './account-memberships';

/** The signed-in owner's own account (spec section 7, Account): export and deletion. */
@OwnerController('Account', 'user')
export class AccountController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly exporter: AccountExportService,
    private readonly memberships: AccountMemberships,
  ) {}

  @Endpoint.get('account/deletion-preview', {
    operationId: 'getDeletionPreview', summary: 'What deleting your account would remove', description: 'What `DELETE /api/user/account` would remove, counted, so the owner can confirm before deleting.', answer: DeletionPreviewSchema,
  })
  async deletionPreview(@CurrentUser() user: UserEntity): Promise<DeletionPreviewResponse> {
    return { statistics: await this.deletion.preview(user.id), memberships: await this.memberships.of(user.id) };
  }

  @Endpoint.delete('account', { operationId: 'deleteAccount', summary: 'Delete your account and everything it owns, at once', description: 'Removes the account and everything it owns, and ends its sessions. It cannot be undone. Session only: a personal access token gets 403. '
    + 'Checklists of a team with other members stay with the team (passed to another member); a team the account was alone in goes with it.', answer: MessageSchema,
    errorsHere: { 409: 'The last admin of a team with other members: make another member admin first.' } })
  @SessionOnly()
  async deleteAccount(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    await this.deletion.delete(user.id);
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  @Endpoint.get('export-data', {
    operationId: 'exportAccountData', summary: 'Download everything your account holds (export.json)', description: 'The account\'s data as one JSON file, sent as an attachment and never cached.',
    answer: { type: AccountExportSchema, headers: { 'Content-Disposition': { description: 'attachment; filename="export.json"', schema: { type: 'string' } } } },
  })
  @ApiProduces('application/json')
  async exportData(@CurrentUser() user: UserEntity, @Res() reply: FastifyReply): Promise<void> {
    // Streamed as it is read (issue 43): memory stays flat however many checklists the account holds.
    await reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="export.json"')
      .header('Cache-Control', 'no-store')
      .send(Readable.from(this.exporter.stream(user.id), { objectMode: false }));
  }
}
