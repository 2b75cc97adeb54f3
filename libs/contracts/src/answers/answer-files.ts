import type { FileTypeFamily } from './item-kinds';

/** A file of an answer (issue 46) as every API answer shows it; `url` (signed, short-lived) where it is read. */
export interface AnswerFile {
  id: string;
  name: string;
  /** Its media type, as found from its bytes (never the name or the header sent). */
  type: string;
  size: number;
  /** SHA-256 of the stored bytes (hex). */
  sha256: string;
}

export interface AnswerFileWithUrl extends AnswerFile {
  url: string;
}

export const FILE_LIMITS = {
  /** One file. */
  maxBytes: 20 * 1024 * 1024,
  /** Every file of one share. */
  perShareBytes: 200 * 1024 * 1024,
  /** The default of STORAGE_QUOTA_MB: every file of an owner's checklists. */
  defaultQuotaMb: 2_048,
  /** Images larger than this many pixels are refused (decompression bombs). */
  maxPixels: 50_000_000,
  /** A photo is resized on the device to at most this many pixels on its long side. */
  photoLongSide: 2_048,
  /** A signed file URL is valid this long. */
  signedUrlSeconds: 5 * 60,
  /** Uploads per link per minute. */
  uploadsPerLinkPerMinute: 60,
  /** A signature item keeps one drawn signature. */
  signatureMaxCount: 1,
} as const;

/** The media types each file family takes, as found from the bytes. SVG is never one of them. */
export const FILE_FAMILY_TYPES: Record<FileTypeFamily, readonly string[]> = {
  pdf: ['application/pdf'],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/x-cfb',
  ],
};

/** Photos are images; a drawn signature is a PNG. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const SIGNATURE_TYPES: readonly string[] = ['image/png'];

/** Types shown in the page (`<img>`); every other is served as an attachment. */
export const INLINE_FILE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const FILE_MESSAGES = {
  tooLarge: 'A file may be at most 20 MB',
  empty: 'The file is empty',
  typeRefused: 'This type of file is not accepted here',
  notAnImage: 'The image could not be read',
  tooManyPixels: 'The image is too large (too many pixels)',
  tooMany: (max: number) => `At most ${max} ${max === 1 ? 'file' : 'files'} on this item`,
  shareFull: 'The files of this checklist may take at most 200 MB',
  quotaFull: "The owner's storage is full",
  noFiles: 'This item takes no files',
  nameRequired: "Send the file's name in Content-Disposition: attachment; filename*=…",
  keyRequired: 'An upload needs an Idempotency-Key',
  linkExpired: 'This file link has expired or is not valid. Reload the page for a new one.',
  fileNotFound: 'File not found',
} as const;
