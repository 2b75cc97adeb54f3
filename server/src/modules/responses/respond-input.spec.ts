import { LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { parseRespondInput } from './respond-input';

const ITEM = '3f1c2b9e-8a55-4c1e-9d0a-6b2f4e7a1c33';

function errorsOf(body: Record<string, unknown>): Record<string, string[]> {
  try {
    parseRespondInput(body);
  } catch (e) {
    expect((e as DomainError).code).toBe('validation');
    return (e as DomainError).errors!;
  }
  throw new Error('expected a validation error');
}

describe('parseRespondInput', () => {
  it('accepts a tick and a note', () => {
    expect(parseRespondInput({ item: ITEM.toUpperCase(), key: 'complete', value: true })).toEqual({ itemId: ITEM, key: 'complete', value: true });
    expect(parseRespondInput({ item: ITEM, key: 'notes', value: '' })).toEqual({ itemId: ITEM, key: 'notes', value: '' });
    expect(parseRespondInput({ item: ITEM, key: 'notes', value: 'n'.repeat(LIMITS.notesMax) }).value).toHaveLength(LIMITS.notesMax);
  });

  it('types value by key', () => {
    expect(errorsOf({ item: ITEM, key: 'complete', value: 'true' })).toEqual({ value: [SHARING_MESSAGES.valueMustBeBoolean] });
    expect(errorsOf({ item: ITEM, key: 'complete' })).toEqual({ value: [SHARING_MESSAGES.valueMustBeBoolean] });
    expect(errorsOf({ item: ITEM, key: 'notes', value: 5 })).toEqual({ value: [SHARING_MESSAGES.valueMustBeString] });
    expect(errorsOf({ item: ITEM, key: 'notes', value: null })).toEqual({ value: [SHARING_MESSAGES.valueMustBeString] });
    expect(errorsOf({ item: ITEM, key: 'notes', value: 'n'.repeat(LIMITS.notesMax + 1) })).toEqual({ value: [SHARING_MESSAGES.notesTooLong] });
  });

  it('needs a uuid item and a known key', () => {
    expect(errorsOf({ key: 'done', value: true })).toEqual({ item: [SHARING_MESSAGES.itemRequired], key: [SHARING_MESSAGES.keyInvalid] });
    expect(errorsOf({ item: 'nope', key: 'complete', value: true })).toEqual({ item: [SHARING_MESSAGES.itemNotInChecklist] });
    expect(errorsOf({ item: 12, key: ['complete'], value: true })).toEqual({ item: [SHARING_MESSAGES.itemNotInChecklist], key: [SHARING_MESSAGES.keyInvalid] });
  });
});
