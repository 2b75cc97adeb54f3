import { applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

/** Documents the Idempotency-Key header on a route that honours it. */
export function ApiIdempotent(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      description:
        'Any unique string you choose (a UUID, say). Sent again with the same body within 24 h, the request is not ' +
        'done twice: it answers the first answer again, with the header `Idempotency-Replayed: true`. A duplicate ' +
        'sent while the first is still running waits for it. The same key with another body is a 422.',
    }),
  );
}

