import { copyText } from './copy-text';

/** A page without the Clipboard API's permission: just enough DOM for the copy command's fallback. */
function pageWithoutClipboard() {
  class Element {
    focus = jest.fn();
  }
  const button = new Element();
  const area = { value: '', style: {}, setAttribute: jest.fn(), select: jest.fn(), remove: jest.fn() };
  const page = {
    navigator: { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } },
    HTMLElement: Element,
    document: { activeElement: button, createElement: () => area, body: { append: jest.fn() }, execCommand: jest.fn(() => true) },
  };
  for (const [name, value] of Object.entries(page)) Object.defineProperty(globalThis, name, { value, configurable: true });
  return { button, area, execCommand: page.document.execCommand };
}

describe('copyText without the Clipboard API', () => {
  const saved = ['navigator', 'HTMLElement', 'document'].map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  });

  it('copies through a hidden text area, then gives focus back to the button that asked', async () => {
    const { button, area, execCommand } = pageWithoutClipboard();
    await expect(copyText('https://example.com/shared/abc')).resolves.toBe(true);
    expect(area.value).toBe('https://example.com/shared/abc');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(area.remove).toHaveBeenCalled();
    expect(button.focus).toHaveBeenCalled();
  });
});
