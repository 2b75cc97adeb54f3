// What the Lighthouse tools share: the system Chromium, launched as the browser tests launch it,
// and a guest's page to audit.
import * as chromeLauncher from 'chrome-launcher';
import { createChecklist, newGuestEmails, shareWith, verifiedOwner } from '../test/multiprocess/flows.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/kit/index.js';

export const launchChromium = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

/** The address of a guest's page on `product` (an eight-item checklist shared with one guest), opened once to warm the server. */
export async function guestPageUrl(product) {
  const owner = await verifiedOwner(product.url, 'bench', [product]);
  const checklist = await createChecklist(product.url, owner.token, 8);
  const [accessToken] = await shareWith(product.url, owner.token, checklist.id, newGuestEmails(1), [product]);
  const url = `${product.url}/shared/${accessToken}`;
  await fetch(url);
  return url;
}
