import { ApiError } from '@/lib/api-client';
import { mapServerErrors, reindexAfterMove, reindexAfterRemove } from './checklist-form-model';

const answer = (errors: Record<string, string[]>) => new ApiError(422, 'Validation failed', errors);

describe('mapServerErrors', () => {
  it('puts items[k] of the request on the form task that was sent k-th, first message only', () => {
    // Form tasks 0 and 2 were sent (task 1 was blank and dropped).
    const mapped = mapServerErrors(
      answer({ title: ['Title is required', 'Too long'], 'items[1].text': ['Too long'], 'items[0].responsePolicy': ['Choose'] }),
      [0, 2],
    );
    expect(mapped).toEqual({
      fields: { title: 'Title is required', 'items[2].text': 'Too long', 'items[0].responsePolicy': 'Choose' },
      other: [],
    });
  });

  it('keeps messages for keys the form does not show apart', () => {
    const mapped = mapServerErrors(answer({ 'items[5].text': ['Gone'], 'items[0].colour': ['Odd'], id: ['Mismatch'] }), [0]);
    expect(mapped).toEqual({ fields: {}, other: ['Gone', 'Odd', 'Mismatch'] });
  });

  it('is null for a failure that names no field', () => {
    expect(mapServerErrors(new ApiError(500, 'Boom'), [0])).toBeNull();
  });
});

describe('errors follow their task', () => {
  const errors = { title: 't', 'items[0].text': 'a', 'items[1].text': 'b', 'items[2].description': 'c' };

  it('after a removal, later tasks shift up and the removed one’s errors go', () => {
    expect(reindexAfterRemove(errors, 1)).toEqual({ title: 't', 'items[0].text': 'a', 'items[1].description': 'c' });
  });

  it('after a move, the moved task takes its new index and the others make room', () => {
    expect(reindexAfterMove(errors, 0, 2)).toEqual({ title: 't', 'items[2].text': 'a', 'items[0].text': 'b', 'items[1].description': 'c' });
  });
});
