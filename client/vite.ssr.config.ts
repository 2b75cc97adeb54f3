import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './vite/aliases';

/**
 * The guest page rendered on the server (issue 22): `renderGuestPage` of src/app/guest-snapshot.tsx
 * as one CommonJS file with everything it imports (React included), in dist-ssr/ beside dist/ so it
 * is never served. The server loads it at start when it is there.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/app/guest-snapshot.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    minify: true,
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'guest-snapshot.cjs' } },
  },
});
