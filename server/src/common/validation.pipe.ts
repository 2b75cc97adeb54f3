import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from './domain-error';

/**
 * The global validation pipe: whitelists DTO fields and answers 422 with `errors` keyed the way
 * the forms name their fields (`title`, `items[2].text`). A body that is not a JSON object is a 400.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields: Record<string, string[]> = {};
      collect(errors, '', fields);
      return new DomainError('validation', 'Validation failed', fields);
    },
  });
}

function collect(errors: ValidationError[], prefix: string, out: Record<string, string[]>): void {
  for (const error of errors) {
    const key = /^\d+$/.test(error.property)
      ? `${prefix}[${error.property}]`
      : prefix
        ? `${prefix}.${error.property}`
        : error.property;
    if (error.constraints) {
      const messages = Object.values(error.constraints);
      out[key] = (out[key] ?? []).concat(messages.map((m) => m.replace(/^property (\S+) should not exist$/, 'Unknown field')));
    }
    if (error.children?.length) collect(error.children, key, out);
  }
}
