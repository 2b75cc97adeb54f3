import { Module } from '@nestjs/common';
import { InviteCodesRepository } from './invite-codes.repository';
import { InvitesService } from './invites.service';

@Module({
  providers: [InviteCodesRepository, InvitesService],
  exports: [InvitesService],
})
export class InvitesModule {}
