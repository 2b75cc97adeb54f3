import { ValidateBy, type ValidationOptions } from 'class-validator';
import { textLength } from '@ticklist/contracts';

/**
 * class-validator's Length counts UTF-16 units (an emoji is 2); a limit on text a person writes
 * counts code points, as the OpenAPI document's minLength/maxLength and PostgreSQL's varchar do.
 */
export function CharLength(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'charLength',
      constraints: [min, max],
      validator: { validate: (value: unknown) => typeof value === 'string' && textLength(value) >= min && textLength(value) <= max },
    },
    options,
  );
}
