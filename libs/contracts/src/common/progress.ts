/** Rounded percent of done out of total; 0 when there is nothing to do. */
export function percent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** Overall shared progress: completed items over items x recipients (spec section 9). */
export function overallPercent(completedPerShare: number[], itemCount: number): number {
  const done = completedPerShare.reduce((a, b) => a + b, 0);
  return percent(done, itemCount * completedPerShare.length);
}

/** Short name shown in the user-menu circle: first letters of the username, fallback U. */
export function shortNameOf(username: string | null | undefined): string {
  const parts = (username ?? '').split(/[\s._-]+/).filter(Boolean);
  const letters = parts.slice(0, 2).map((p) => p[0]!.toUpperCase()).join('');
  return letters || 'U';
}
