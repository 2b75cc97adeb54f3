import { LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { parseRespondInput } from './respond-input';

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
