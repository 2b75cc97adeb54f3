import type { ScheduleInput, SchedulePreview } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/checklist/schedule/preview`: the schedule in words and its next five moments; 422 as create and update would answer. */
export function previewSchedule(schedule: ScheduleInput, signal?: AbortSignal): Promise<SchedulePreview> {
  return apiRequest<SchedulePreview>('/checklist/schedule/preview', { method: 'POST', body: { schedule }, signal });
}
