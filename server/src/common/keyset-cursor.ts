/** A keyset position: a moment in microseconds since the epoch (text: beyond 2^53), and the id that breaks ties. */
export interface KeysetCursor {
  atUs: string;
  id: string;
}

/** The cursor as clients see it, opaque: base64url of "<microseconds since the epoch>.<id>" of a page's last row. */
export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.atUs}.${cursor.id}`, 'utf8').toString('base64url');
}

/** Reads back what encodeKeysetCursor wrote with an id matching `id` (a pattern without anchors); null for anything else. */
export function keysetCursorReader(id: RegExp): (value: string) => KeysetCursor | null {
  const text = new RegExp(`^(-?\\d{1,18})\\.(${id.source})$`);
  return (value) => {
    // Longer than any cursor written: refused unread.
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) return null;
    const match = text.exec(Buffer.from(value, 'base64url').toString('utf8'));
    return match ? { atUs: match[1]!, id: match[2]! } : null;
  };
}
