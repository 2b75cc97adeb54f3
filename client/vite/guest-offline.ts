import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { GUEST_APP } from '../../libs/contracts/src/offline/messages';

/** Beside the entry, the modules whose chunks, with all they import (lazily too), make the guest page's shell. */
const GUEST_ROOTS = [/\/src\/app\/providers\.tsx$/, /\/src\/app\/routes\/GuestChecklistRoute\.tsx$/];

function guestShell(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined, lazyToo = true) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of [...chunk.imports, ...(lazyToo ? chunk.dynamicImports : [])]) visit(byName.get(name), lazyToo);
  };
  // The entry's lazy imports are every screen: only what it imports statically is the guest's.
  visit(chunks.find((c) => c.isEntry && c.name !== 'guest-boot'), false);
  visit(chunks.find((c) => c.isEntry && c.name === 'guest-boot'), false);
  for (const root of GUEST_ROOTS) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => root.test(id)));
    if (!chunk) throw new Error(`guest-offline: no chunk for ${root}`);
    visit(chunk);
  }
  // socket.io-client is imported lazily by a module, not a route: found by the walk above.
  return [...files].sort().map((f) => `/${f}`);
}

/**
 * What a guest link's HTML needs beyond index.html's own (the server adds it: issue 22): the CSS
 * of the providers' and the guest route's chunks and what they import statically (the page the
 * server rendered paints with it), the guest-boot entry that loads the app after that paint, and
 * those chunks for it to preload then, beside the entry.
 */
function guestPageAssets(bundle: OutputBundle): { css: string[]; boot: string; modulepreload: string[] } {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = new Set<string>();
  const page = new Set<string>();
  const visit = (chunk: OutputChunk | undefined, into: Set<string>) => {
    if (!chunk || entry.has(chunk.fileName) || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const name of chunk.imports) visit(byName.get(name), into);
  };
  visit(chunks.find((c) => c.isEntry && c.name !== 'guest-boot'), entry);
  for (const root of GUEST_ROOTS) visit(chunks.find((c) => c.moduleIds.some((id) => root.test(id))), page);
  const boot = chunks.find((c) => c.isEntry && c.name === 'guest-boot');
  if (!boot) throw new Error('guest-offline: no guest-boot entry');
  const files = [...page].sort().map((f) => `/${f}`);
  return { css: files.filter((f) => f.endsWith('.css')), boot: `/${boot.fileName}`, modulepreload: files.filter((f) => f.endsWith('.js')) };
}

/**
 * Emits the guest page's service worker at shared/sw.js (so its scope is /shared/) from
 * client/sw/guest-sw.js, with the build's shell list and a version made from it: a new deploy is
 * a new worker, and its activation deletes the old shell's cache.
 */
export function guestOffline(): Plugin {
  const template = new URL('../sw/guest-sw.js', import.meta.url);
  return {
    name: 'ticklist-guest-offline',
    apply: 'build',
    generateBundle(_options, bundle) {
      const shell = [...guestShell(bundle), '/favicon.svg'];
      const source = readFileSync(template, 'utf8');
      const version = createHash('sha256').update(JSON.stringify(shell)).update(source).digest('hex').slice(0, 16);
      const head = [
        `const VERSION = ${JSON.stringify(version)};`,
        `const SHELL = ${JSON.stringify(shell)};`,
        `const SHELL_CACHE_PREFIX = ${JSON.stringify(GUEST_APP.shellCachePrefix)};`,
        `const DATA_CACHE = ${JSON.stringify(GUEST_APP.dataCache)};`,
        `const SAVE_ON_EXIT = ${JSON.stringify(GUEST_APP.saveOnExitMessage)};`,
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'shared/sw.js', source: `${head}\n${source}` });
      this.emitFile({ type: 'asset', fileName: 'guest-page.json', source: JSON.stringify(guestPageAssets(bundle)) });
    },
  };
}
