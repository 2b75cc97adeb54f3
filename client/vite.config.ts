import { fileURLToPath, URL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { aliases } from './vite/aliases';
import { guestOffline } from './vite/guest-offline';

export default defineConfig({
  plugins: [
    react(),
    guestOffline(),
    // Every text asset is compressed once, at build time, at the strongest settings (brotli 11 is
    // too slow to do per request); the server picks a file by the browser's Accept-Encoding.
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  // TICKLIST_REACT_PROFILING=1: React's profiling build, whose Profiler reports timings (the
  // dashboard bench's live tick); never the shipped build.
  resolve: {
    alias: process.env.TICKLIST_REACT_PROFILING ? [...aliases, { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : aliases,
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      // nodemailer's address parser (libs/contracts reads recipient addresses with it) is CommonJS, so
      // Rollup cannot see that it has no side effects and kept it in the entry chunk of every page;
      // declared pure, it goes only where the share panel uses it.
      treeshake: { moduleSideEffects: (id) => !id.includes('/nodemailer/lib/addressparser/') },
      // guest-boot: the guest link's entry when its page comes rendered from the server (guest-offline.ts).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'guest-boot': fileURLToPath(new URL('./src/guest-boot.ts', import.meta.url)) },
      output: {
        // TanStack Query as one chunk: every page uses it, and split five ways it compressed worse.
        // React and the router named too, or Rollup would move React into the query chunk.
        manualChunks(id) {
          if (id.includes('/node_modules/@tanstack/')) return 'query';
          if (/\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
