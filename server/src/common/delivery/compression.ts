import fastifyCompress from '@fastify/compress';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

const SECRET_IN_ANSWER = 'secretInAnswer';

/**
 * Marks a route whose answer carries a secret (a session token, a personal access token) next to
 * text the caller chose: it is never compressed, so the compressed length cannot leak the
 * secret byte by byte (BREACH).
 */
export const SecretInAnswer = (): MethodDecorator => RouteConfig({ [SECRET_IN_ANSWER]: true });

/**
 * Compresses API answers and other dynamic bodies of 1 KiB or more (brotli at a quality cheap
 * enough to run per request, or gzip), with `Vary: Accept-Encoding`. The built assets are already
 * compressed at build time; routes marked @SecretInAnswer() are left alone. Must be called before
 * any route is registered.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[SECRET_IN_ANSWER]) route.compress = false;
  });
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
