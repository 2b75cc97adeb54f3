/**
 * The items aliased `i` that count toward done (issue 46): answerable (never a heading) and
 * required. An optional item is answered like any other but never moves progress (as migration
 * OptionalItems keeps the maintained figures).
 */
export const countsTowardDone = (i: string) => `(${i}.kind <> 'heading' AND ${i}.required)`;
