import { Module } from '@nestjs/common';
import { CLOCK, SystemClock } from './clock';

/** The app's clock: one instance per app (modules are singletons), imported where time matters. */
@Module({
  providers: [{ provide: CLOCK, useClass: SystemClock }],
  exports: [CLOCK],
})
export class ClockModule {}
