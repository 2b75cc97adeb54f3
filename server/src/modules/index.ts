import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { RealtimeModule } from '../realtime/realtime.module';

/** Every domain module, in one list so app.module stays small. */
export const DOMAIN_MODULES = [HealthModule, MailModule, RealtimeModule];
