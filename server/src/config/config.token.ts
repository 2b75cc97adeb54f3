import { Inject } from '@nestjs/common';

export const APP_CONFIG = Symbol('APP_CONFIG');
/** Injects the validated AppConfig. */
export const InjectConfig = () => Inject(APP_CONFIG);
