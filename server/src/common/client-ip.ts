import type { FastifyRequest } from 'fastify';

/** The caller's address (Fastify honours X-Forwarded-For only when trustProxy is set). */
export const clientIp = (request: FastifyRequest): string => request.ip ?? 'unknown';
