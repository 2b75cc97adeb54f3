import { answerText, flaggedFirst } from './answer-format';

describe("the owner's reading of answers", () => {
  it('says each kind the way the owner reads it', () => {
    expect(answerText({ kind: 'yesno' }, 'na')).toBe('N/A');
    expect(answerText({ kind: 'number', settings: { unit: '°C' } }, 4.5)).toBe('4.5 °C');
    expect(answerText({ kind: 'choice' }, ['Red', 'Blue'])).toBe('Red, Blue');
    expect(answerText({ kind: 'signature' }, { name: 'Ada Lovelace', fileId: 'f' })).toBe('Signed by Ada Lovelace');
    expect(answerText({ kind: 'photo' }, ['f1'])).toBeNull();
    expect(answerText({ kind: 'number' }, null)).toBeNull();
  });

  it('lists flagged answers first, the rest in their order', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(flaggedFirst(items, new Set(['c'])).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
});
