// The guest page's Lighthouse run (mobile settings) with its long tasks listed (start, duration at
// the simulated 4x CPU, script): where TBT comes from. `RUNS=3 node bench/lighthouse-tasks.mjs`.
// Not part of `npm run bench`: a tool for reading one figure, not a benchmark.
import lighthouse from 'lighthouse';
import { guestPageUrl, launchChromium } from './guest-page.mjs';
import { startProduct } from './lib.mjs';

const product = await startProduct({ DATABASE_URL: '', REDIS_URL: '' });
const chrome = await launchChromium();
try {
  const url = await guestPageUrl(product);
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const ms = (id) => Math.round(lhr.audits[id].numericValue);
    console.log(`FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, TTI ${ms('interactive')} ms`);
    for (const t of lhr.audits['long-tasks']?.details?.items ?? []) {
      console.log(`  at ${String(Math.round(t.startTime)).padStart(5)} ms  ${String(Math.round(t.duration)).padStart(4)} ms  ${t.url.replace(url, '/shared/{accessToken}').replace(product.url, '')}`);
    }
  }
} finally {
  await chrome.kill();
  await product.stop();
}
