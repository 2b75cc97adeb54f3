import { createHash } from 'node:crypto';
import { FILE_FAMILY_TYPES, FILE_LIMITS, FILE_MESSAGES, INLINE_FILE_TYPES, PHOTO_TYPES, SIGNATURE_TYPES, type ItemKind, type ItemSettings } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';

/** What is stored: the bytes after inspection, their real type and digest. */
export interface InspectedFile {
  bytes: Buffer;
  type: string;
  sha256: string;
}

/** The media types an item of this kind takes, from its settings (`types` for a file item). */
export function acceptedTypes(kind: ItemKind, settings: ItemSettings): readonly string[] {
  if (kind === 'photo') return PHOTO_TYPES;
  if (kind === 'signature') return SIGNATURE_TYPES;
  if (kind === 'file') return (settings.types ?? ['pdf', 'image', 'office']).flatMap((family) => FILE_FAMILY_TYPES[family]);
  return [];
}

// file-type is an ES module; Node loads it from this CommonJS build once, on the first upload.
type Sniffer = (bytes: Uint8Array) => Promise<{ mime: string } | undefined>;
let sniffer: Promise<Sniffer> | undefined;
const sniff: Sniffer = async (bytes) => (await (sniffer ??= import('file-type').then((m) => m.fileTypeFromBuffer)))(bytes);

const refused = (message: string) => fieldErrors({ file: message });

/**
 * The file's real type is found from its bytes (file-type), never from its name or the header
 * sent: a PDF named `.jpg` is a PDF, an SVG (text) has no type here and is refused. Images are
 * decoded and written anew (sharp): a decompression bomb is refused by its pixel count before it is
 * decoded, EXIF (location included) and every other metadata is left out, the orientation applied,
 * and a polyglot loses whatever rode along. `sha256` is of the stored bytes.
 */
export async function inspectFile(bytes: Buffer, accepted: readonly string[]): Promise<InspectedFile> {
  if (bytes.length === 0) throw refused(FILE_MESSAGES.empty);
  const type = (await sniff(bytes))?.mime;
  if (!type || !accepted.includes(type)) throw refused(FILE_MESSAGES.typeRefused);
  const stored = INLINE_FILE_TYPES.includes(type) ? await rewriteImage(bytes, type) : bytes;
  return { bytes: stored, type, sha256: createHash('sha256').update(stored).digest('hex') };
}

/** sharp's (libvips') words when an image's header claims more pixels than limitInputPixels. */
const PIXEL_LIMIT = /pixel limit/i;

/** sharp (and libvips) is loaded by the first image, not at start (issue 50: what an idle server holds). */
async function rewriteImage(bytes: Buffer, type: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = () => sharp(bytes, { limitInputPixels: FILE_LIMITS.maxPixels, animated: type === 'image/gif', failOn: 'error' });
  let pixels: number;
  try {
    const { width = 0, height = 0, pages = 1 } = await image().metadata();
    pixels = width * height * pages;
  } catch (error) {
    throw refused(PIXEL_LIMIT.test((error as Error).message) ? FILE_MESSAGES.tooManyPixels : FILE_MESSAGES.notAnImage);
  }
  if (pixels === 0) throw refused(FILE_MESSAGES.notAnImage);
  if (pixels > FILE_LIMITS.maxPixels) throw refused(FILE_MESSAGES.tooManyPixels);
  try {
    const rotated = image().rotate();
    if (type === 'image/jpeg') return await rotated.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (type === 'image/png') return await rotated.png().toBuffer();
    if (type === 'image/webp') return await rotated.webp({ quality: 90 }).toBuffer();
    return await rotated.gif().toBuffer();
  } catch (error) {
    if (PIXEL_LIMIT.test((error as Error).message)) throw refused(FILE_MESSAGES.tooManyPixels);
    throw refused(FILE_MESSAGES.notAnImage);
  }
}
