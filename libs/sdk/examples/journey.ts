import { connectRealtime, createTicklistClient } from '@ticklist/sdk';

/**
 * A whole integration with one personal access token (write scope): create a checklist, share it
 * without mail, get each recipient's link, watch their ticks live until everyone is done, then
 * export the results as CSV.
 */
export async function journey(baseUrl: string, token: string, emails: string[], log: (step: string, detail: unknown) => void = console.log) {
  const api = createTicklistClient({ baseUrl, token });

  // 1. Create a checklist.
  const created = await api.POST('/api/checklist/create', {
    body: {
      title: 'Laptop hand-over',
      items: [
        { text: 'Back up your files', displayOrder: 1 },
        { text: 'Return the charger', displayOrder: 2 },
      ],
    },
  });
  if (!created.data) throw new Error(created.error.message);
  const id = created.data.id;

  // 2. Share it without mail: you hand out the links yourself.
  const shared = await api.POST('/api/checklist/{id}/share', { params: { path: { id } }, body: { emails, notify: false } });
  if (!shared.data) throw new Error(shared.error.message);

  // 3. Get each recipient's personal link.
  const links: Record<string, string> = {};
  for (const share of shared.data.shares ?? []) {
    if (share.status === 'skipped') continue;
    const link = await api.GET('/api/checklist/{id}/shares/{shareId}/link', { params: { path: { id, shareId: share.id } } });
    if (!link.data) throw new Error(link.error.message);
    links[share.email] = link.data.url;
  }

  // 4. Watch ticks live until every recipient has done every item: subscribed before the links go
  //    out, so no tick is missed (after a reconnect it resumes on its own).
  const live = await connectRealtime({ baseUrl, token });
  const done = new Set<string>();
  const everyoneDone = new Promise<void>((resolve) => {
    live.on('share:progress', (tick) => {
      log('tick', `${tick.recipientEmail}: ${tick.completedItems.length}/${tick.totalItems}`);
      if (tick.completedItems.length === tick.totalItems) done.add(tick.shareId);
      if (done.size === Object.keys(links).length) resolve();
    });
  });
  await live.subscribe(id);
  log('links', links); // hand each recipient their link now
  await everyoneDone;
  live.close();

  // 5. Export the results.
  const results = await api.GET('/api/checklist/{id}/results.csv', { params: { path: { id } }, parseAs: 'text' });
  if (results.data === undefined) throw new Error(`results.csv answered ${results.response.status}`);
  log('results', results.data);
  return { checklistId: id, links, csv: results.data };
}
