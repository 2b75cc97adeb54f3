/** A run aliased `r` was completed after its due moment (issue 45): `completedLate`. */
export const COMPLETED_LATE = `COALESCE(r.completed_at > r.due_at, false)`;
