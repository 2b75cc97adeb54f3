import { fileURLToPath, URL } from 'node:url';

/** The import aliases of every client build (the browser's and the server-rendered guest page's). */
export const aliases = {
  '@ticklist/contracts': fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url)),
  '@': fileURLToPath(new URL('../src', import.meta.url)),
};
