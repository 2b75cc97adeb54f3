import { useQuery } from '@tanstack/react-query';
import type { ChecklistForEdit, ItemResponseForOwner } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** A recipient's answers by item id (issue 46): the answer, its files (signed URLs) and whether flagged. */
export type RecipientAnswers = Map<string, ItemResponseForOwner>;

export const recipientAnswersKey = (checklistId: string) => ['sharing', 'answers', checklistId] as const;

/**
 * Every recipient's answers come with the checklist's `/edit` view; read only while a recipient's
 * details are open, and again when their progress moves (`version`), so new answers show.
 */
export function useRecipientAnswers(checklistId: string, email: string, enabled: boolean, version: string): RecipientAnswers | undefined {
  const query = useQuery({
    queryKey: [...recipientAnswersKey(checklistId), version],
    queryFn: ({ signal }) => apiRequest<ChecklistForEdit>(`/checklist/${encodeURIComponent(checklistId)}/edit`, { signal }),
    enabled,
    staleTime: 0,
  });
  if (!query.data) return undefined;
  const answers: RecipientAnswers = new Map();
  for (const item of query.data.items) {
    const mine = item.responses.find((r) => r.user.email.toLowerCase() === email.toLowerCase());
    if (mine) answers.set(item.id, mine);
  }
  return answers;
}
