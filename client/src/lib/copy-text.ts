/**
 * Puts text on the clipboard. Without the Clipboard API (plain HTTP at another address than
 * localhost) it falls back to a hidden text area and the copy command, then gives focus back to
 * where it was (the button that asked). True when it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand?.('copy') ?? false;
    } finally {
      area.remove();
      focused?.focus({ preventScroll: true });
    }
  }
}
