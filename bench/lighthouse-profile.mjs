// What runs in the guest page's long tasks after its first paint, by function, in Lighthouse's own
// runs (mobile settings): each audit's trace is taken with V8's sampling profiler on, and every
// sample inside a main-thread task of at least LONG_MS (real time; Lighthouse's simulation
// multiplies by 4, so 12.5 ms real is its 50 ms) is mapped through the chunk's source map.
// `RUNS=5 node bench/lighthouse-profile.mjs`. A tool for reading TBT, not a benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { SourceMapConsumer } from 'source-map-js';
import { guestPageUrl, launchChromium } from './guest-page.mjs';
import { ROOT, startProduct } from './lib.mjs';

const LONG_MS = Number(process.env.LONG_MS ?? 10);
const maps = new Map();

/** "function file:line" in the client's sources for a frame of one of the app's chunks. */
function original(frame, origin) {
  const file = (frame.url ?? '').startsWith(`${origin}/assets/`) ? frame.url.slice(origin.length + '/assets/'.length) : null;
  if (!file) return `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(origin, '') || '(native)'}`;
  if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(ROOT, 'client/dist/assets', `${file}.map`), 'utf8'))));
  const pos = maps.get(file).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (pos.source ?? file).replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${pos.name ?? frame.functionName ?? '(anonymous)'} ${source}:${pos.line ?? '?'}`;
}

/** The samples of the page's main thread: [{ ts (µs, trace clock), frame }]. */
function samplesOf(events, pid, tid) {
  const out = [];
  const nodes = new Map();
  for (const profile of events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)) {
    let ts = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid)) {
      const cpu = chunk.args.data.cpuProfile ?? {};
      for (const node of cpu.nodes ?? []) nodes.set(node.id, node);
      (cpu.samples ?? []).forEach((id, i) => {
        ts += chunk.args.data.timeDeltas[i];
        out.push({ ts, frame: nodes.get(id)?.callFrame });
      });
    }
  }
  return out;
}

function report(events, url, origin) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const { pid, tid } = nav;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? nav.ts;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid && e.ts >= fcp && e.dur >= LONG_MS * 1000);
  const samples = samplesOf(events, pid, tid);
  for (const task of tasks) {
    const self = new Map();
    for (const s of samples) if (s.ts >= task.ts && s.ts <= task.ts + task.dur) {
      const key = s.frame ? original(s.frame, origin) : '(unknown)';
      self.set(key, (self.get(key) ?? 0) + 1);
    }
    const count = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`  task at ${((task.ts - nav.ts) / 1000).toFixed(0)} ms real, ${(task.dur / 1000).toFixed(1)} ms (${count} samples)`);
    for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`      ${String(n).padStart(4)}  ${key}`);
    // The trace's own events inside the task (compiles, evaluations, style, layout), longest first.
    const inside = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur >= 1000);
    for (const e of inside.sort((a, b) => b.dur - a.dur).slice(0, 8)) {
      const what = e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.fileName ?? '';
      console.log(`      ${(e.dur / 1000).toFixed(1).padStart(5)} ms  ${e.name} ${String(what).replace(origin, '')}`);
    }
  }
}

const product = await startProduct({ DATABASE_URL: '', REDIS_URL: '' });
const chrome = await launchChromium();
try {
  const url = await guestPageUrl(product);
  const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } };
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error' }, config);
    console.log(`audit ${i + 1}: TBT ${Math.round(result.lhr.audits['total-blocking-time'].numericValue)} ms`);
    report(result.artifacts.Trace.traceEvents, url, product.url);
  }
} finally {
  await chrome.kill();
  await product.stop();
}
