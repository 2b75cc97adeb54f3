import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REALTIME_MESSAGES, type ChecklistProgress } from '@ticklist/contracts';
import { connectRealtime } from '@ticklist/sdk';
import { journey } from '../../libs/sdk/examples/journey';
import { createAccessToken } from './support/access-tokens';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { waitForEvents } from './support/realtime';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { useTestServer } from './support/test-server';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');
const SDK = join(ROOT, 'libs', 'sdk');

/** The SDK (libs/sdk): generated from the document it is checked against, and its README example run end to end. */
describe('SDK', () => {
  const suite = useTestServer();

  it('the committed client is what `npm run sdk` generates from the served OpenAPI document, and type-checks with its example', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ticklist-sdk-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify((await suite.api.get('/api/openapi.json')).body));
      const checked = await run(process.execPath, [join(ROOT, 'scripts', 'generate-sdk.mjs'), '--check', '--document', file]).catch(
        (error: { stdout: string; stderr: string }) => {
          throw new Error(`${error.stdout}\n${error.stderr}`);
        },
      );
      expect(checked.stdout).toContain('matches the OpenAPI document');
      await run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(SDK, 'tsconfig.json')]).catch(
        (error: { stdout: string }) => {
          throw new Error(`the SDK or its example does not type-check:\n${error.stdout}`);
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the README example runs with a token: create, share, get each link, watch ticks live, export results', async () => {
    const readme = readFileSync(join(SDK, 'README.md'), 'utf8');
    expect(readme).toContain(readFileSync(join(SDK, 'examples', 'journey.ts'), 'utf8').trimEnd());

    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { secret } = await createAccessToken(suite.api, owner.token, 'write');
    const emails = [guestEmail('sdk'), guestEmail('sdk')];
    const steps: [string, unknown][] = [];
    // The recipients: each opens the link the example hands out (once it is watching) and ticks every item.
    let recipients: Promise<void> | undefined;
    const log = (step: string, detail: unknown) => {
      steps.push([step, detail]);
      if (step !== 'links') return;
      recipients = (async () => {
        for (const url of Object.values(detail as Record<string, string>)) {
          const accessToken = /\/shared\/([^/?#]+)/.exec(url)![1]!;
          const { body } = await guestView(suite.api, accessToken);
          for (const item of body.share.checklist.items) await guestRespond(suite.api, accessToken, item.id, 'complete', true);
        }
      })();
    };

    const result = await journey(suite.server.url, secret, emails, log);
    await recipients;
    expect(Object.keys(result.links).sort()).toEqual([...emails].sort());
    expect(steps.map(([step]) => step).filter((s, i, all) => all.indexOf(s) === i)).toEqual(['links', 'tick', 'results']);
    // Every recipient's last tick arrived live.
    const ticks = steps.filter(([step]) => step === 'tick').map(([, detail]) => detail);
    for (const email of emails) expect(ticks).toContain(`${email}: 2/2`);
    const csv = result.csv.replace(/^\uFEFF/, '');
    for (const email of emails) expect(csv).toContain(email);
    expect(csv.split('\n')[0]).toContain('Recipient');
  });

  it('the realtime helper refuses a token the server refuses, with its message', async () => {
    await expect(connectRealtime({ baseUrl: suite.server.url, token: `tl_pat_${'x'.repeat(43)}` })).rejects.toThrow(REALTIME_MESSAGES.authenticationRequired);
  });

  it('the realtime helper resumes after the connection drops: the rooms are named at the handshake, and a tick saved meanwhile comes in the snapshot', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { secret } = await createAccessToken(suite.api, owner.token, 'read');
    const checklist = await createChecklist(suite.api, owner.token);
    const email = guestEmail('sdk');
    await shareChecklist(suite.api, owner.token, checklist.id, [email]);
    const accessToken = await accessTokenFromOutbox(suite.server, email);

    const resumed: [string, ChecklistProgress][] = [];
    const live = await connectRealtime({ baseUrl: suite.server.url, token: secret, onResubscribed: (id, progress) => resumed.push([id, progress]) });
    try {
      await live.subscribe(checklist.id);
      const sent: string[] = [];
      live.socket.onAnyOutgoing((event: string) => sent.push(event));

      // The connection drops (its transport closes) and stays away while a recipient ticks.
      live.socket.io.reconnection(false);
      const away = new Promise((resolve) => live.socket.once('disconnect', resolve));
      live.socket.io.engine.close();
      await away;
      await guestRespond(suite.api, accessToken, checklist.items[0]!.id, 'complete', true);

      live.socket.io.reconnection(true);
      live.socket.connect();
      await waitForEvents(resumed, 1);
      const detail = await suite.api.get(`/api/checklist/${checklist.id}`, owner.token);
      const page = await suite.api.get(`/api/checklist/${checklist.id}/shares`, owner.token);
      expect(resumed).toEqual([[checklist.id, { counts: detail.body.checklist.counts, ...page.body }]]);
      expect(resumed[0]![1].counts).toMatchObject({ recipients: 1, inProgress: 1 });
      // Without a subscribe of its own: the handshake named the room.
      expect(sent).toEqual([]);
    } finally {
      live.close();
    }
  });
});
