import { ApiError, NetworkError } from './api-client';
import { applyServerFieldErrors, sortFieldErrors } from './form-errors';

const answer = (errors?: Record<string, string[]>, status = 422) => new ApiError(status, 'Validation failed', errors, { message: 'Validation failed', errors });

describe('sortFieldErrors', () => {
  it('sorts messages onto the fields the form names and keeps the rest apart, in order', () => {
    const error = answer({ title: ['Title is required'], 'items[1].text': ['Task text is required'], other: ['Something else', 'And more'] });
    const sorted = sortFieldErrors(error, (key) => (key === 'title' ? 'title' : key.startsWith('items[') ? 'task' : null));
    expect(sorted).toEqual({
      fields: { title: ['Title is required'], task: ['Task text is required'] },
      other: ['Something else', 'And more'],
    });
  });

  it('joins the messages of two server keys that land on one field', () => {
    const sorted = sortFieldErrors(answer({ a: ['one'], b: ['two'] }), () => 'field');
    expect(sorted?.fields).toEqual({ field: ['one', 'two'] });
  });

  it('is null when the answer names no field (the form shows its usual failure)', () => {
    expect(sortFieldErrors(answer(undefined), () => 'x')).toBeNull();
    expect(sortFieldErrors(answer({}), () => 'x')).toBeNull();
    expect(sortFieldErrors(answer({ title: [] }), () => 'x')).toBeNull();
    expect(sortFieldErrors(new NetworkError('offline'), () => 'x')).toBeNull();
    expect(sortFieldErrors(new Error('bug'), () => 'x')).toBeNull();
  });

  it('reads the wrong-types 400 the same way (same body shape)', () => {
    expect(sortFieldErrors(answer({ email: ['Must be a string'] }, 400), (k) => k)?.fields).toEqual({ email: ['Must be a string'] });
  });
});

describe('applyServerFieldErrors (react-hook-form)', () => {
  type Values = { username: string; email: string; password: string };
  const fields = ['username', 'email', 'password'] as const;

  function recorder() {
    const calls: Array<[string, { type: string; message?: string }, { shouldFocus?: boolean } | undefined]> = [];
    const setError = (name: string, error: { type: string; message?: string }, options?: { shouldFocus?: boolean }) => {
      calls.push([name, error, options]);
    };
    return { calls, setError };
  }

  it('puts each field’s messages under it, one per line, focusing the first field of the form', () => {
    const { calls, setError } = recorder();
    const error = answer({ password: ['Too short', 'Needs a digit'], email: ['Invalid email address'], agree: ['You must agree'] });
    const other = applyServerFieldErrors<Values>(error, setError as never, fields);
    expect(calls).toEqual([
      ['email', { type: 'server', message: 'Invalid email address' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too short\nNeeds a digit' }, { shouldFocus: false }],
    ]);
    expect(other).toEqual(['You must agree']);
  });

  it('returns an empty list when every message found its field, and null when none is named', () => {
    const { calls, setError } = recorder();
    expect(applyServerFieldErrors<Values>(answer({ username: ['Taken'] }), setError as never, fields)).toEqual([]);
    expect(applyServerFieldErrors<Values>(answer(undefined, 401), setError as never, fields)).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
