import { GENERIC_MESSAGES, LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { checkRespondBody, parseRespondInput } from './respond-input';

const ITEM = '3f1c2b9e-8a55-4c1e-9d0a-6b2f4e7a1c33';

/** The field errors of a rejected body, and whether it was a wrong type (400) or a broken rule (422). */
function rejection(body: Record<string, unknown>, code: 'validation' | 'bad_request'): Record<string, string[]> {
  try {
    parseRespondInput(body);
  } catch (e) {
    expect((e as DomainError).code).toBe(code);
    return (e as DomainError).errors!;
  }
  throw new Error(`expected a ${code} error`);
}
const errorsOf = (body: Record<string, unknown>) => rejection(body, 'validation');
const typeErrorsOf = (body: Record<string, unknown>) => rejection(body, 'bad_request');

describe('parseRespondInput', () => {
  it('accepts a tick and a note', () => {
    expect(parseRespondInput({ item: ITEM.toUpperCase(), key: 'complete', value: true })).toEqual({ itemId: ITEM, key: 'complete', value: true });
    expect(parseRespondInput({ item: ITEM, key: 'notes', value: '' })).toEqual({ itemId: ITEM, key: 'notes', value: '' });
    expect(parseRespondInput({ item: ITEM, key: 'notes', value: 'n'.repeat(LIMITS.notesMax) }).value).toHaveLength(LIMITS.notesMax);
  });

  it('types value by key: a wrong type is a 400, a missing value a 422', () => {
    expect(typeErrorsOf({ item: ITEM, key: 'complete', value: 'true' })).toEqual({ value: [SHARING_MESSAGES.valueMustBeBoolean] });
    expect(typeErrorsOf({ item: ITEM, key: 'complete', value: null })).toEqual({ value: [SHARING_MESSAGES.valueMustBeBoolean] });
    expect(errorsOf({ item: ITEM, key: 'complete' })).toEqual({ value: [SHARING_MESSAGES.valueMustBeBoolean] });
    expect(typeErrorsOf({ item: ITEM, key: 'notes', value: 5 })).toEqual({ value: [SHARING_MESSAGES.valueMustBeString] });
    expect(typeErrorsOf({ item: ITEM, key: 'notes', value: null })).toEqual({ value: [SHARING_MESSAGES.valueMustBeString] });
    expect(errorsOf({ item: ITEM, key: 'notes' })).toEqual({ value: [SHARING_MESSAGES.valueMustBeString] });
    expect(errorsOf({ item: ITEM, key: 'notes', value: 'n'.repeat(LIMITS.notesMax + 1) })).toEqual({ value: [SHARING_MESSAGES.notesTooLong] });
  });

  it('needs a uuid item and a known key', () => {
    expect(errorsOf({ key: 'done', value: true })).toEqual({ item: [SHARING_MESSAGES.itemRequired], key: [SHARING_MESSAGES.keyInvalid] });
    expect(errorsOf({ item: 'nope', key: 'complete', value: true })).toEqual({ item: [SHARING_MESSAGES.itemNotInChecklist] });
    expect(typeErrorsOf({ item: 12, key: ['complete'], value: true })).toEqual({ item: ['Must be text'], key: ['Must be text'] });
  });

});

describe('checkRespondBody', () => {
  const refusal = (body: Record<string, unknown>): { code: string; errors: Record<string, string[]> } | null => {
    try {
      checkRespondBody(body);
      return null;
    } catch (e) {
      return { code: (e as DomainError).code, errors: (e as DomainError).errors! };
    }
  };
  const unknown = [GENERIC_MESSAGES.unknownField];

  it('refuses, as the validation pipe does, a non-string item or key (400) first, then fields respond does not take (422)', () => {
    expect(refusal({ item: 5, key: 'complete', value: 'yes', share: 'x' })).toEqual({ code: 'bad_request', errors: { item: ['Must be text'] } });
    expect(refusal({ item: ITEM, key: 'complete', value: true, share: 'x', extra: 1 })).toEqual({ code: 'validation', errors: { share: unknown, extra: unknown } });
    expect(refusal({ key: 'complete', value: 'yes', share: 'x' })).toEqual({ code: 'validation', errors: { share: unknown } });
  });

  it('leaves the rest to parseRespondInput (after the link is checked)', () => {
    for (const body of [{}, { item: null, key: null, value: null }, { item: ITEM, key: 'complete', value: 'yes' }, { item: 'x', key: 'zz' }]) expect(refusal(body)).toBeNull();
  });
});
