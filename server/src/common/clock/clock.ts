import { Injectable } from '@nestjs/common';

/**
 * The one source of "now" for time-driven product rules (retention, due moments, reminders,
 * nudges), so tests can move time: `app.get(CLOCK)` is this app's own instance.
 */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

@Injectable()
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
