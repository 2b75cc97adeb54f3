import { encodeKeysetCursor, keysetCursorReader } from '../../common/keyset-cursor';

/**
 * The timeline's keyset cursor, opaque to clients: base64url of "<microseconds since the epoch>.<entry id>"
 * of the last entry of a page. null for anything that is not one (the route answers 400).
 */
export const encodeActivityCursor = encodeKeysetCursor;

export const decodeActivityCursor = keysetCursorReader(/\d{1,18}/);
