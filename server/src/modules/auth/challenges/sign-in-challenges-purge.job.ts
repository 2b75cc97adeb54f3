import { Injectable, OnModuleInit } from '@nestjs/common';
import { every } from '../../../scheduler/schedule';
import { SchedulerService } from '../../../scheduler/scheduler.service';
import { SignInChallengesRepository } from './sign-in-challenges.repository';

/** Sign-in challenges live minutes: the expired ones are deleted hourly, by one replica per run. */
@Injectable()
export class SignInChallengesPurgeJob implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly challenges: SignInChallengesRepository,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'sign-in-challenge-purge', schedule: every(3_600_000), run: () => this.challenges.purgeExpired() });
  }
}
