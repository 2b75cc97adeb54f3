import type { GuestItem } from '@ticklist/contracts';
import { answerDone, answerFlagged, numberFromInput, textFromInput, toggleOption } from './answer-input';

const item = (kind: GuestItem['kind'], settings: GuestItem['settings'] = {}): GuestItem => ({
  id: 'i',
  text: 'x',
  description: null,
  displayOrder: 1,
  kind,
  settings,
  response: null,
});

describe('answer values from the guest fields', () => {
  it('reads a number as typed, a decimal comma too, and refuses more decimals than allowed', () => {
    expect(numberFromInput(' 4,5 ', { decimals: 1 })).toEqual({ ok: true, value: 4.5 });
    expect(numberFromInput('4.55', { decimals: 1 })).toEqual({ ok: false, message: 'Must have at most 1 decimals' });
    expect(numberFromInput('4.5', {})).toEqual({ ok: false, message: 'Must be a whole number' });
    expect(numberFromInput('four', {})).toEqual({ ok: false, message: 'Must be a number' });
    expect(numberFromInput('', {})).toEqual({ ok: true, value: null });
  });

  it('reads dates and text, blank clearing the answer', () => {
    expect(textFromInput('date', '2026-02-30', {})).toEqual({ ok: false, message: 'Must be a date (YYYY-MM-DD)' });
    expect(textFromInput('date', '2026-02-28', {})).toEqual({ ok: true, value: '2026-02-28' });
    expect(textFromInput('text', 'abcd', { maxLength: 3 })).toEqual({ ok: false, message: 'Must be at most 3 characters long' });
    expect(textFromInput('text', '  ', { maxLength: 3 })).toEqual({ ok: true, value: null });
  });

  it('keeps one option unless several are allowed, in the options order', () => {
    const one = { options: ['A', 'B', 'C'], multiple: false };
    expect(toggleOption(one, ['A'], 'B', true)).toEqual(['B']);
    expect(toggleOption(one, ['B'], 'B', false)).toBeNull();
    const many = { options: ['A', 'B', 'C'], multiple: true };
    expect(toggleOption(many, ['C'], 'A', true)).toEqual(['A', 'C']);
    expect(toggleOption(many, ['A'], 'A', false)).toBeNull();
  });

  it('counts an answer done and flags it as the server does', () => {
    expect(answerDone(item('yesno'), 'na')).toBe(true);
    expect(answerDone(item('photo', { minCount: 2 }), ['f1'])).toBe(false);
    expect(answerDone(item('heading'), null)).toBe(false);
    expect(answerFlagged(item('yesno', { flagOn: 'no' }), 'no')).toBe(true);
    expect(answerFlagged(item('number', { min: 0, max: 5 }), 7)).toBe(true);
    expect(answerFlagged(item('number', { min: 0, max: 5 }), 3)).toBe(false);
  });
});
