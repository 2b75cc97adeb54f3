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

**Rate limits.** A route with a limit of its own answers \`RateLimit-Limit\`, \`RateLimit-Remaining\`
and \`RateLimit-Reset\` once it counted the call; owner routes, limited per personal access token,
answer them to calls made with one. A 429 also carries \`Retry-After\`. Each answer that can carry
them declares them.

**Retries.** Routes that take \`Idempotency-Key\` answer a repeated request with the first answer,
byte for byte, marked \`Idempotency-Replayed: true\`.

**Browsers.** A deployment may allow pages of named origins to call the API with a bearer token
(CORS, \`CORS_ORIGINS\`); cookies are never used.

**Errors.** Every answer other than 2xx carries \`{ "message": string, "errors"?: { [field]: string[] } }\`;
\`errors\` is keyed by field on 400 and 422. Another owner's checklist answers 404, never 403.

**Realtime.** Live progress is pushed over Socket.IO at \`/socket.io\` (event \`share:progress\`),
with a session token, a personal access token or a guest's access token: the protocol is described
in the AsyncAPI 3.0 document [\`/api/asyncapi.json\`](/api/asyncapi.json).

**Webhooks.** Events are POSTed to an owner's endpoints, signed per Standard Webhooks
(\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`); each payload is under \`webhooks\`.`;

/** Tags of the operations, in the order the reference pages list them. */
const TAGS: Array<[name: string, description: string]> = [
  ['Auth', 'Sign up, sign in, verify an address, reset a password, unsubscribe.'],
  ['Account', 'The signed-in owner\'s own account.'],
  ['Checklists', 'Write and edit checklists; read each recipient\'s progress.'],
  ['Templates', 'Checklists saved to start new ones from.'],
  ['Sharing', 'Send a checklist to people by e-mail.'],
  ['Recipients', 'Each recipient\'s link: read it, revoke it, send a new one, remove the recipient; their activity.'],
  ['Follow-through', 'Due moments, reminders and nudges.'],
  ['Messages', 'What an owner and a recipient write to each other about a checklist or one of its items (the recipient\'s side is under Guest).'],
  ['Records', 'Completion records: a signed record of a finished run that anyone holding its code can verify (a record of completion, not a qualified electronic signature).'],
  ['Review', 'An owner\'s review of a recipient\'s finished checklist: accept the answers or send items back for rework (issue 48).'],
  ['Schedules', 'Recurring runs: a checklist\'s schedule, paused, resumed or skipped, and its preview.'],
  ['Guest', 'What a recipient does through their personal link: read and tick, keep notes, write to the owner.'],
  ['Files', 'Photos, files and signatures of answers, read through the short-lived signed URLs the views give (the upload is under Guest).'],
  ['Workspaces', 'Personal and team workspaces, their members and roles; moving a checklist between them.'],
  ['Webhooks', 'Endpoints that receive signed events (Standard Webhooks), and what each event carries.'],
  ['Public', 'Health, public settings and this document.'],
];

/**
 * The OpenAPI 3.1 document of every route under /api, built from the controllers and DTOs.
 * `appUrl` (APP_URL) is where a deployment is reached: the document's server.
 */
export function buildOpenApiDocument(app: INestApplication, version: string, appUrl: string): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Ticklist API')
    .setDescription(DESCRIPTION)
    .setVersion(version)
    // The deployment's own terms page, as an absolute URL (a relative one resolves against nothing).
    .setLicense('Proprietary', `${appUrl}/terms`)
    .addServer(appUrl, 'This deployment (its APP_URL)')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'The session token answered by sign-in (valid 7 days): a JWT the server checks as RFC8725 advises ' +
          '(one algorithm, HS256; an expiry required). Treat it as opaque.',
      },
      SECURITY.session,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        // Not a JWT but an opaque random secret: no format (Nest's addBearerAuth says JWT unless told).
        bearerFormat: undefined,
        description:
          'A personal access token (`tl_pat_…`), made in Account › Security or with `POST /api/user/tokens`. ' +
          'Scope `read` allows GET routes, `write` every owner route; never the session-only ones. ' +
          `Limit: ${RATE_LIMITS.accessTokenPerToken.limit} calls per token per minute.`,
      },
      SECURITY.accessToken,
    )
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const config = builder.build();
  // An empty contact says nothing (the support address is served by GET /api/public-config).
  delete config.info.contact;
  // A public API: the server is meant for anyone holding a credential, not for an internal network only.
  config.servers = (config.servers ?? []).map((server) => ({ ...server, 'x-internal': false }));
  const generated = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorBodySchema],
    operationIdFactory: (_controller, method) => method,
  });
  return addWebhookPayloads(toOpenApi31(addCommonAnswers(generated)));
}
