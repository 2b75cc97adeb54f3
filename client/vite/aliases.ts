import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** React Router's production build, wherever npm installed the package. */
const reactRouterProduction = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', file);

/**
 * The import aliases of every client build (the browser's and the server-rendered guest page's).
 *
 * React Router 7's package exports name only its development build (its dev-only checks left in,
 * 0.4 KB more on the guest page's wire); its production build sits beside it, and a build ships that.
 */
export const aliases = [
  { find: '@ticklist/contracts', replacement: fromHere('../../libs/contracts/src/index.ts') },
  { find: /^@\//, replacement: `${fromHere('../src')}/` },
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];
