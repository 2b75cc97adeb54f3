/** What a screen that returns to the dashboard tells the owner there (router state): "Checklist saved" (issue 44). */
export interface DashboardNotice {
  notice: string;
}

/** The notice a navigation to the dashboard carried, if any. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<DashboardNotice> | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}
