import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { IDEMPOTENCY_MESSAGES } from '@ticklist/contracts';
import { badRequest, fieldErrors } from '../domain-error';
import type { IdempotentCall } from './idempotent-call';
import { IdempotencyRepository } from './idempotency.repository';
import { replayAs, type IdempotentResult } from './replayed-header';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a first request may run before a waiting duplicate takes its key over. */
const LEASE_SECONDS = 60;
const POLL_MS = [10, 20, 50, 100, 200, 250];

/** JSON with object keys sorted, so the same body written in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentRequest {
  /**
   * Who is asking (an owner's id, or a guest link's hash): keys are per caller. A function where
   * working it out costs something (a link's hash): it is called only when a key is sent.
   */
  caller: string | (() => string);
  key: string | string[] | undefined;
  /** The route, e.g. 'POST /api/checklist/create', and its body: together they are the request. */
  route: string;
  body: unknown;
  /** The status a success answers (201 for a create), kept with the answer. */
  status: number;
}

/**
 * `Idempotency-Key` on writes: the same key with the same request within 24 h answers the first
 * answer again without doing the work twice; with a different request, a 422. A duplicate that
 * arrives while the first is running waits for it. Keys live in the database, so a retry that
 * lands on another replica behaves the same. Only successful answers are kept: after an error the
 * key is free again and a retry does the work.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly keys: IdempotencyRepository) {}

  /**
   * run() for a route: the key from its call; an answer given again is sent as the bytes first sent,
   * with `Idempotency-Replayed: true`.
   */
  answer<T>(call: IdempotentCall, request: Omit<IdempotentRequest, 'key' | 'status'>, work: () => Promise<T>): Promise<T> {
    // Most calls send no key: straight to the work, without the promises and copies of run().
    if (call.key === undefined) return work();
    return this.run({ ...request, key: call.key, status: call.status }, work).then((result) => replayAs(call.reply, result));
  }

  async run<T>(request: IdempotentRequest, work: () => Promise<T>): Promise<IdempotentResult<T>> {
    if (request.key === undefined) return { body: await work(), replayed: false };
    const key = Array.isArray(request.key) ? request.key[0] : request.key;
    if (key === undefined || !KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.keyInvalid);
    const caller = typeof request.caller === 'function' ? request.caller() : request.caller;
    const hash = createHash('sha256').update(`${request.route}\n${canonical(request.body)}`).digest('hex');

    for (let attempt = 0; ; attempt++) {
      if (await this.keys.claim(caller, key, hash, LEASE_SECONDS)) return { body: await this.doOnce(caller, key, request.status, work), replayed: false };
      const stored = await this.keys.find(caller, key);
      if (stored && stored.requestHash !== hash) throw fieldErrors({ 'Idempotency-Key': IDEMPOTENCY_MESSAGES.keyReused });
      if (stored?.status != null) return { json: stored.body ?? 'null', replayed: true };
      // The first request with this key is still running (or just failed and freed it): wait, then look again.
      await sleep(POLL_MS[Math.min(attempt, POLL_MS.length - 1)]);
    }
  }

  private async doOnce<T>(caller: string, key: string, status: number, work: () => Promise<T>): Promise<T> {
    let body: T;
    try {
      body = await work();
    } catch (error) {
      await this.keys.release(caller, key).catch(() => undefined);
      throw error;
    }
    // The text Fastify sends for an object answer (JSON.stringify; no route has a serializer of its own).
    await this.keys.complete(caller, key, status, JSON.stringify(body ?? null));
    return body;
  }
}
