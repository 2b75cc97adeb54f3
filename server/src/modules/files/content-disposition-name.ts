/** Longest name kept (item_files.name). */
const NAME_MAX = 255;

/**
 * The file name of a `Content-Disposition: attachment; filename*=UTF-8''…` header (RFC 6266), or
 * its plain `filename="…"`; null when there is none. Path parts and control characters are dropped:
 * the name is only ever shown, never used as a path.
 */
export function contentDispositionName(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      return null;
    }
  } else {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    if (plain) name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!;
  }
  if (name === null) return null;
  const printable = [...name].filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f').join('');
  const cleaned = printable.split(/[\\/]/).pop()!.trim();
  return cleaned ? [...cleaned].slice(0, NAME_MAX).join('') : null;
}
