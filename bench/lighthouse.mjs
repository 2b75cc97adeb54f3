// Lighthouse (npm, mobile settings: Moto G Power emulation, simulated slow 4G and 4x CPU) in the
// system Chromium on the landing page and a guest's checklist page: LCP, TBT (the lab stand-in
// for INP), bytes transferred and the performance score. Baseline in the same run, same
// settings: a bare page (one heading, no script) served by node:http — the floor the simulation
// puts under any page. The speed issue's goals are printed beside each figure.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import lighthouse from 'lighthouse';
import { guestPageUrl, launchChromium } from './guest-page.mjs';
import { fmt, startProduct } from './lib.mjs';
import { CHROMIUM_PATH } from '../test/kit/index.js';

/** Issue 22's goals for the guest page under these settings. */
const GOALS = { lcp: 1500, tbt: 100 };

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?';
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    lcpElement,
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    score: lhr.categories.performance.score,
  };
}

function barePage() {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><h1>A bare page with one heading</h1></body></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}

function print(name, m, bare) {
  const goal = (key, unit) => (name.startsWith('guest') ? ` (goal ≤ ${fmt(GOALS[key])} ${unit}: ${m[key] <= GOALS[key] ? 'met' : 'not met'})` : '');
  console.log(`${name}`);
  console.log(`  FCP          ${fmt(m.fcp).padStart(7)} ms | baseline bare page ${fmt(bare.fcp)} ms`);
  console.log(`  LCP          ${fmt(m.lcp).padStart(7)} ms${goal('lcp', 'ms')} | baseline bare page ${fmt(bare.lcp)} ms | ratio ${fmt(m.lcp / bare.lcp, 2)} x baseline`);
  console.log(`  LCP element  ${m.lcpElement}`);
  console.log(`  TBT          ${fmt(m.tbt).padStart(7)} ms${goal('tbt', 'ms')} | baseline bare page ${fmt(bare.tbt)} ms`);
  console.log(`  transferred  ${fmt(m.bytes / 1000, 1).padStart(7)} KB | baseline bare page ${fmt(bare.bytes / 1000, 1)} KB`);
  console.log(`  performance  ${fmt(m.score * 100).padStart(7)}    | baseline bare page ${fmt(bare.score * 100)}`);
}

function guestRuns() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  return Number.isInteger(runs) && runs > 0 ? runs : 5;
}

/** The run whose TBT is the median (LCP and the rest come from that same run). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function printSpread(runs) {
  const list = (key) => runs.map((r) => fmt(r[key])).join(', ');
  const over = (key) => runs.filter((r) => r[key] > GOALS[key]).length;
  console.log(`  every audit  TBT ${list('tbt')} ms (${over('tbt')} of ${runs.length} over ${GOALS.tbt} ms)`);
  console.log(`               LCP ${list('lcp')} ms (${over('lcp')} of ${runs.length} over ${fmt(GOALS.lcp)} ms)`);
}

export async function benchLighthouse() {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`skipped: no Chromium at ${CHROMIUM_PATH} (install Debian's chromium, as .ci/run does, or set CHROMIUM_PATH)`);
    return;
  }
  const product = await startProduct({ DATABASE_URL: '', REDIS_URL: '' });
  const bare = await barePage();
  let chrome;
  try {
    chrome = await launchChromium();
    // Its first visit warms nothing Lighthouse keeps (it clears storage), but it does warm the server.
    const guestPage = await guestPageUrl(product);
    const baseline = await audit(chrome, bare.url);
    // LIGHTHOUSE_PAGES=guest audits the guest page only (a quicker loop while working on it).
    if (process.env.LIGHTHOUSE_PAGES !== 'guest') print('landing page /', await audit(chrome, `${product.url}/`), baseline);
    // One audit is noisy (TBT most of all), so the guest page is audited LIGHTHOUSE_RUNS times (5 by
    // default, Lighthouse's own advice) and the median run is printed, with the spread under it.
    const runs = [];
    for (let i = 0; i < guestRuns(); i++) runs.push(await audit(chrome, guestPage));
    print(`guest page /shared/{accessToken} (median of ${runs.length} audits)`, medianRun(runs), baseline);
    printSpread(runs);
  } finally {
    await chrome?.kill();
    bare.close();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse();
