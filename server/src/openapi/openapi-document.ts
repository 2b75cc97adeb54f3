import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBodySchema } from '../common/openapi/error-body.schema';
import { SECURITY } from '../common/openapi/api-auth.decorator';
import { RATE_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { addCommonAnswers } from './common-answers';
import { toOpenApi31 } from './openapi-31';
import { addWebhookPayloads } from './webhook-payloads';

const DESCRIPTION = `Write a checklist, share it by e-mail, and watch each recipient work through it live.

**Authentication.** Owner routes take \`Authorization: Bearer <token>\`: a personal access token
(\`tl_pat_…\`, for scripts; see \`POST /api/user/tokens\`) or the session token that
\`POST /api/login_check\` answers. A guest (recipient) needs no account: the access token in their
personal link is the credential, in the path of the \`/api/guest/shared/{accessToken}\` routes.

**Rate limits.** A limited route answers \`RateLimit-Limit\`, \`RateLimit-Remaining\` and
\`RateLimit-Reset\`, and \`Retry-After\` with its 429.

**Errors.** Every answer other than 2xx carries \`{ "message": string, "errors"?: { [field]: string[] } }\`;
\`errors\` is keyed by field on 400 and 422. Another owner's checklist answers 404, never 403.

**Realtime.** Live progress is pushed over Socket.IO at \`/socket.io\` (event \`share:progress\`),
with a session token, a personal access token or a guest's access token: the protocol is described
in the AsyncAPI 3.0 document [\`/api/asyncapi.json\`](/api/asyncapi.json).

**Webhooks.** Events are POSTed to an owner's endpoints, signed per Standard Webhooks
(\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`); each payload is under \`webhooks\`.`;

/** The OpenAPI 3.1 document of every route under /api, built from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Ticklist API')
    .setDescription(DESCRIPTION)
    .setVersion(version)
    .setLicense('Proprietary', '/terms')
    .addServer('/', 'This server')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The session token answered by sign-in (valid 7 days).' },
      SECURITY.session,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'A personal access token (`tl_pat_…`), made in Account › Security or with `POST /api/user/tokens`. ' +
          'Scope `read` allows GET routes, `write` every owner route; never the session-only ones. ' +
          `Limit: ${RATE_LIMITS.accessTokenPerToken.limit} calls per token per minute.`,
      },
      SECURITY.accessToken,
    )
    .addTag('Auth', 'Sign up, sign in, verify an address, reset a password, unsubscribe.')
    .addTag('Account', 'The signed-in owner\'s own account.')
    .addTag('Checklists', 'Write and edit checklists; read each recipient\'s progress.')
    .addTag('Sharing', 'Send a checklist to people by e-mail.')
    .addTag('Guest', 'What a recipient does through their personal link: read and tick, keep notes.')
    .addTag('Public', 'Health and public settings.')
    .addTag('Webhooks', 'Endpoints that receive signed events (Standard Webhooks), and what each event carries.')
    .build();
  const generated = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorBodySchema],
    operationIdFactory: (_controller, method) => method,
  });
  return addWebhookPayloads(toOpenApi31(addCommonAnswers(generated)));
}
