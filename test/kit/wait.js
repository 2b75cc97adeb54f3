'use strict';
// Waiting for a condition, polled, with a deadline: the kit's one stand-in for sleeps.

/**
 * Polls `check` until it returns a truthy value (returned) or the deadline passes (throws the
 * `describe()` text). A check that throws counts as "not yet".
 */
async function waitFor(check, { timeoutMs = 10_000, intervalMs = 50, describe = () => 'condition not met' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError ? ` (last error: ${lastError.message ?? lastError})` : '';
      throw new Error(`${describe()} within ${timeoutMs} ms${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

module.exports = { waitFor };
