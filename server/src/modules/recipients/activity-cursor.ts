import type { ActivityCursor } from '../shares/share-activity.repository';

/**
 * The timeline's keyset cursor, opaque to clients: base64url of "<microseconds since the epoch>.<entry id>"
 * of the last entry of a page. null for anything that is not one (the route answers 400).
 */
export function encodeActivityCursor(cursor: ActivityCursor): string {
  return Buffer.from(`${cursor.atUs}.${cursor.id}`, 'utf8').toString('base64url');
}

const CURSOR_TEXT = /^(-?\d{1,18})\.(\d{1,18})$/;

export function decodeActivityCursor(value: string): ActivityCursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) return null;
  const match = CURSOR_TEXT.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) return null;
  return { atUs: match[1]!, id: match[2]! };
}
