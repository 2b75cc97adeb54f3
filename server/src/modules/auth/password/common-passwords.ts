import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/**
 * True for passwords on the shipped list of common and breached passwords (~49k entries from
 * @zxcvbn-ts/language-common), compared case-insensitively, and for one character repeated.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords.map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  return common.has(lower) || /^(.)\1*$/.test(lower);
}
