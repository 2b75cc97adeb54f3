import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('webhook retry backoff', () => {
  it('doubles from the base', () => {
    const top = () => 0.999999;
    expect(retryDelayMs(1, 10_000, top)).toBe(10_000);
    expect(retryDelayMs(2, 10_000, top)).toBe(20_000);
    expect(retryDelayMs(5, 10_000, top)).toBe(160_000);
  });

  it('adds jitter: between half and all of the step', () => {
    expect(retryDelayMs(3, 1_000, () => 0)).toBe(2_000);
    for (let i = 0; i < 100; i++) {
      const d = retryDelayMs(3, 1_000);
      expect(d).toBeGreaterThanOrEqual(2_000);
      expect(d).toBeLessThanOrEqual(4_000);
    }
  });

  it('is capped at an hour however many attempts', () => {
    expect(retryDelayMs(40, 10_000, () => 0.999999)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1_000, 10_000, () => 0.999999)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
  });
});
