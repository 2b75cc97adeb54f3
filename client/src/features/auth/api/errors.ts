import { ApiError, NetworkError } from '@/lib/api-client';

/** The message the server put in its error body, if it sent one. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}

/**
 * The banner text for a failed call: network → networkText; API error → the server's message or
 * the screen's fallback; anything else (a bug) → unexpectedText.
 */
export function bannerMessage(error: unknown, texts: { fallback: string; network: string; unexpected?: string }): string {
  if (error instanceof NetworkError) return texts.network;
  if (error instanceof ApiError) return serverMessage(error) ?? texts.fallback;
  return texts.unexpected ?? texts.fallback;
}
