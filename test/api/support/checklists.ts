import type { ChecklistSummary, CreateChecklistRequest, ItemInput } from '@ticklist/contracts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Api } from './http';
import type { TestServer } from './test-server';

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

/**
 * Stopgap: under jest the app's migration glob (`migrations/*.js` next to the TypeScript sources)
 * matches nothing, so a fresh PGlite has no tables. Runs the source migrations on the app's own
 * DataSource when it loaded none. A no-op once the harness loads them itself.
 */
export async function ensureMigrated(server: TestServer): Promise<void> {
  const dataSource = server.server.app.get(DataSource);
  if (dataSource.migrations.length > 0) return;
  const dir = join(__dirname, '../../../server/src/database/migrations');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    for (const exported of Object.values(require(join(dir, file)))) {
      if (typeof exported === 'function') (dataSource.migrations as unknown[]).push(new (exported as new () => unknown)());
    }
  }
  await dataSource.runMigrations({ transaction: 'each' });
}
