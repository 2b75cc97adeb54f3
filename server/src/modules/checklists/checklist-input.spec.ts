import { CHECKLIST_MESSAGES as M, LIMITS } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { normaliseChecklist } from './checklist-input';

/** An item made without a kind (issue 46); `givenSettings` is undefined, which toEqual reads as absent. */
const TICK_BOX = { kind: 'check', required: true, settings: {} };
import { parsePage } from './page-query';

const ID = '2b7e1c0a-4f4e-4b8e-9a59-2d2f6a1f0c11';

function errorsOf(fn: () => unknown): Record<string, string[]> | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('validation');
    return (error as DomainError).errors;
  }
  throw new Error('expected a validation error');
}

describe('normaliseChecklist', () => {
  it('trims, nulls blank descriptions, orders by displayOrder then position and renumbers 1..n', () => {
    const out = normaliseChecklist(
      {
        title: '  Title ',
        description: ' \n ',
        items: [
          { text: ' b ', description: ' help ', displayOrder: 5 },
          { text: 'a', description: '  ', displayOrder: 2 },
          { text: 'c', displayOrder: 5 },
        ],
      },
      'create',
    );
    expect(out).toEqual({
      title: 'Title',
      description: null,
      items: [
        { index: 1, id: null, text: 'a', description: null, displayOrder: 1, responsePolicy: null, answer: TICK_BOX },
        { index: 0, id: null, text: 'b', description: 'help', displayOrder: 2, responsePolicy: null, answer: TICK_BOX },
        { index: 2, id: null, text: 'c', description: null, displayOrder: 3, responsePolicy: null, answer: TICK_BOX },
      ],
    });
  });

  it('reports every rule at once, keyed by field and item index', () => {
    expect(errorsOf(() => normaliseChecklist({}, 'create'))).toEqual({ title: [M.titleRequired], items: [M.itemsRequired] });
    expect(errorsOf(() => normaliseChecklist({ title: 't', items: [{ text: 'ok' }, { text: ' ' }] }, 'create'))).toEqual({
      'items[1].text': [M.itemTextRequired],
    });
    expect(errorsOf(() => normaliseChecklist({ title: 't', items: [{ text: ' ' }] }, 'create'))).toEqual({
      'items[0].text': [M.itemTextRequired],
      items: [M.itemsRequired],
    });
  });

  it('bounds lengths in characters, not UTF-16 units, and the item count', () => {
    const emoji = '😀'.repeat(LIMITS.checklistTitleMax);
    expect(normaliseChecklist({ title: emoji, items: [{ text: 'x' }] }, 'create').title).toBe(emoji);
    expect(errorsOf(() => normaliseChecklist({ title: `${emoji}!`, items: [{ text: 'x' }] }, 'create'))).toEqual({ title: [M.titleTooLong] });
    const items = Array.from({ length: LIMITS.itemsMax + 1 }, () => ({ text: 'x' }));
    expect(errorsOf(() => normaliseChecklist({ title: 't', items }, 'create'))).toEqual({ items: [M.tooManyItems] });
  });

  it('keeps ids and policies on update only, and rejects malformed ids there', () => {
    const body = { title: 't', items: [{ id: ID.toUpperCase(), text: 'x', responsePolicy: 'keep' as const }] };
    expect(normaliseChecklist(body, 'update').items[0]).toMatchObject({ id: ID, responsePolicy: 'keep' });
    expect(normaliseChecklist(body, 'create').items[0]).toMatchObject({ id: null, responsePolicy: null });
    expect(errorsOf(() => normaliseChecklist({ title: 't', items: [{ id: 'tmp-1', text: 'x' }] }, 'update'))).toEqual({
      'items[0].id': [M.itemIdInvalid],
    });
  });

  it('strips NUL characters, which PostgreSQL text cannot hold', () => {
    expect(normaliseChecklist({ title: 'a\u0000b', items: [{ text: 'x\u0000' }] }, 'create')).toMatchObject({ title: 'ab', items: [{ text: 'x' }] });
    expect(errorsOf(() => normaliseChecklist({ title: 'a', items: [{ text: '\u0000' }, { text: 'x' }] }, 'create'))).toEqual({
      'items[0].text': [M.itemTextRequired],
    });
  });
});

describe('parsePage', () => {
  it('defaults to 1 and accepts whole numbers from 1', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('3')).toBe(3);
  });
  it.each([['0'], ['-2'], ['2.5'], ['x'], ['1e3'], ['9999999999'], [['1', '2']]])('rejects %p with a 422 on page', (value) => {
    expect(errorsOf(() => parsePage(value))).toEqual({ page: [M.pageInvalid] });
  });
});
