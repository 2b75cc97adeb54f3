import { Module } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/** The users table: owners and guests. Other modules read and write it through UsersRepository. */
@Module({
  providers: [UsersRepository],
  exports: [UsersRepository],
})
export class UsersModule {}
