import { Delete, Get, Header, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  type DeletionPreviewResponse,
  type MessageResponse,
} from '@ticklist/contracts';
import { MessageSchema } from '../../common/openapi/message.schema';
import { AccountExportSchema } from './dto/account-export.schema';
import { DeletionPreviewSchema } from './dto/account.schemas';
import { SessionOnly } from '../auth/session/session-only.decorator';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/** The signed-in owner's own account (spec section 7, Account): export and deletion. */
@OwnerController('Account', 'user')
export class AccountController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly exporter: AccountExportService,
  ) {}

  @Get('account/deletion-preview')
  @ApiOperation({ summary: 'What deleting your account would remove', operationId: 'getDeletionPreview' })
  @ApiOkResponse({ type: DeletionPreviewSchema })
  async deletionPreview(@CurrentUser() user: UserEntity): Promise<DeletionPreviewResponse> {
    return { statistics: await this.deletion.preview(user.id) };
  }

  @Delete('account')
  @HttpCode(200)
  @SessionOnly()
  @ApiOperation({ summary: 'Delete your account and everything it owns, at once', operationId: 'deleteAccount' })
  @ApiOkResponse({ type: MessageSchema })
  async deleteAccount(@CurrentUser() user: UserEntity): Promise<MessageResponse> {
    await this.deletion.delete(user.id);
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  @Get('export-data')
  @ApiOperation({ summary: 'Download everything your account holds (export.json)', operationId: 'exportAccountData' })
  @ApiProduces('application/json')
  @ApiOkResponse({ type: AccountExportSchema, headers: { 'Content-Disposition': { description: 'attachment; filename="export.json"', schema: { type: 'string' } } } })
  @Header('Content-Disposition', 'attachment; filename="export.json"')
  @Header('Cache-Control', 'no-store')
  exportData(@CurrentUser() user: UserEntity): Promise<AccountExport> {
    return this.exporter.export(user.id);
  }
}
