import { fileURLToPath, URL } from 'node:url';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The import aliases of every client build (the browser's and the server-rendered guest page's).
 *
 * React Router 7's package exports name only its development build (dev-only checks and warnings
 * left in, about 3 KB more on the wire); its production build sits beside it and is what a build
 * should ship (React Router's own Vite plugin points there the same way).
 */
export const aliases = [
  { find: '@ticklist/contracts', replacement: fromHere('../../libs/contracts/src/index.ts') },
  { find: /^@\//, replacement: `${fromHere('../src')}/` },
  { find: /^react-router$/, replacement: fromHere('../../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromHere('../../node_modules/react-router/dist/production/dom-export.mjs') },
];
