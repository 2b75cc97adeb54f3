import { ValidationError, ValidationPipe } from '@nestjs/common';
import { GENERIC_MESSAGES } from '@ticklist/contracts';
import { DomainError, wrongTypes } from './domain-error';
import { TYPE_CONSTRAINTS } from './json-type';

/**
 * The global validation pipe: whitelists DTO fields and answers with `errors` keyed the way the
 * forms name their fields (`title`, `items[2].text`): 400 when a field has the wrong JSON type
 * (only those fields), else 422. A body that is not a JSON object is a 400 before this runs.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const types: Record<string, string[]> = {};
      const rules: Record<string, string[]> = {};
      collect(errors, '', types, rules);
      return Object.keys(types).length ? wrongTypes(types) : new DomainError('validation', GENERIC_MESSAGES.validationFailed, rules);
    },
  });
}

function collect(errors: ValidationError[], prefix: string, types: Record<string, string[]>, rules: Record<string, string[]>): void {
  for (const error of errors) {
    const key = /^\d+$/.test(error.property)
      ? `${prefix}[${error.property}]`
      : prefix
        ? `${prefix}.${error.property}`
        : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const out = TYPE_CONSTRAINTS.has(constraint) ? types : rules;
      (out[key] ??= []).push(message.replace(/^property (\S+) should not exist$/, GENERIC_MESSAGES.unknownField));
    }
    if (error.children?.length) collect(error.children, key, types, rules);
  }
}
