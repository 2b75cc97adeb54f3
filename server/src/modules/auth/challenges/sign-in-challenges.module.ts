import { Module } from '@nestjs/common';
import { SchedulerModule } from '../../../scheduler/scheduler.module';
import { SignInChallengesPurgeJob } from './sign-in-challenges-purge.job';
import { SignInChallengesRepository } from './sign-in-challenges.repository';

/** The short-lived secrets one sign-in step hands to the next, shared by every replica (issue 49). */
@Module({
  imports: [SchedulerModule],
  providers: [SignInChallengesRepository, SignInChallengesPurgeJob],
  exports: [SignInChallengesRepository],
})
export class SignInChallengesModule {}
