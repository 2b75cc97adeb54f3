import type { ChecklistSummary, CreateChecklistRequest, ItemInput } from '@ticklist/contracts';
import type { Api } from './http';

/** What every item made without a kind is (issue 46): a required tick box without settings. */
export const TICK_BOX = { kind: 'check', required: true, settings: {} } as const;

/** A valid create body with `n` items (texts 'Task 1'..'Task n', displayOrder 1..n). */
export function sampleChecklist(n = 3, overrides: Partial<CreateChecklistRequest> = {}): CreateChecklistRequest {
  const items: ItemInput[] = Array.from({ length: n }, (_, i) => ({
    text: `Task ${i + 1}`,
    description: i % 2 === 0 ? `How to do task ${i + 1}` : null,
    displayOrder: i + 1,
  }));
  return { title: 'Moving house', description: 'Everything before the van arrives', items, ...overrides };
}

/** Creates a checklist through POST /api/checklist/create; fails the test on anything but 201. */
export async function createChecklist(
  api: Api,
  token: string,
  overrides: Partial<CreateChecklistRequest> = {},
): Promise<ChecklistSummary> {
  const res = await api.post<ChecklistSummary>('/api/checklist/create', sampleChecklist(3, overrides), token);
  if (res.status !== 201) throw new Error(`create checklist failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

