import type { SharePage } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * Whether the checklist is already shared with `email`, asked of the recipients list (the dashboard
 * holds only a card's first rows, issue 44). A failed read says no: the share itself still decides.
 */
export async function alreadySharedWith(checklistId: string, email: string): Promise<boolean> {
  try {
    const page = await apiRequest<SharePage>(`/checklist/${encodeURIComponent(checklistId)}/shares?limit=5&q=${encodeURIComponent(email)}`);
    return page.shares.some((s) => s.recipientUser.email.toLowerCase() === email.toLowerCase());
  } catch {
    return false;
  }
}
