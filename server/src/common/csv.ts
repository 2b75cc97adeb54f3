/**
 * CSV as RFC 4180 writes it, for spreadsheet programs. Hand-written because it is a dozen lines:
 * a field with a comma, quote or line break is quoted (quotes doubled); a field a spreadsheet
 * would run as a formula (starting with = + - @ or a tab/return) gets a leading apostrophe, so an
 * exported text can never execute (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvCell = string | number | null;

export function csvField(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with the CRLF line end RFC 4180 asks for. */
export const csvLine = (cells: CsvCell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** Put first in a UTF-8 file so spreadsheet programs read accents and symbols right. */
export const UTF8_BOM = '\uFEFF';
