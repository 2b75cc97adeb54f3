import { REVIEW_MESSAGES, type PostReviewRequest, type PostReviewResponse } from '@ticklist/contracts';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';

/** Sends the owner's review (issue 48); a refusal rejects with the words to show (the first field's message when there is one). */
export async function postShareReview(checklistId: string, shareId: string, body: PostReviewRequest): Promise<PostReviewResponse> {
  try {
    return await apiRequest<PostReviewResponse>(`/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}/review`, { method: 'POST', body });
  } catch (error) {
    const field = error instanceof ApiError && error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
    throw new Error(field ?? errorMessage(error, REVIEW_MESSAGES.notSubmitted));
  }
}
