import { buildTemplate } from '../pglite-template';

/** Part of the server build: the empty-cluster tarball a fresh PGlite folder starts from. */
void buildTemplate().then(
  (path) => console.log(`[ticklist] PGlite template: ${path}`),
  (error: unknown) => {
    // Not fatal: without the template a fresh folder runs initdb, only slower.
    console.warn(`[ticklist] PGlite template not built: ${(error as Error).message}`);
  },
);
