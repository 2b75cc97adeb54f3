import { Module } from '@nestjs/common';
import { FirstInviteCode } from './first-invite-code';
import { InviteCodesRepository } from './invite-codes.repository';
import { InvitesService } from './invites.service';

@Module({
  providers: [InviteCodesRepository, InvitesService, FirstInviteCode],
  exports: [InvitesService, FirstInviteCode],
})
export class InvitesModule {}
