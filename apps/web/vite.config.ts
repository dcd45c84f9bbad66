/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ICONS } from './scripts/chunk-graph.ts';
import { firstLoadChunks } from './scripts/first-load-chunks.ts';
import { pageChunks } from './scripts/page-chunks.ts';
import { deferredStylesheet } from './scripts/deferred-stylesheet.ts';
import { panelHtml } from './scripts/panel-html.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), deferredStylesheet(), panelHtml()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's static imports load on every route anyway; in one chunk they compress
            // together instead of as a dozen small files (ADR 0008).
            // (first, so the groups below leave its modules in it)
            { name: 'index', tags: ['$initial'], priority: 10 },
            ...firstLoadChunks,
            // One file of icons instead of one per icon: a page of the panel otherwise asks for
            // about thirty half-kilobyte files, each waiting for a connection (ADR 0035).
            // Icons of the panel's frame are in its chunk (firstLoadChunks); those a single page shows, in the page's.
            ...pageChunks,
            { name: 'icons', test: ICONS, minShareCount: 2 },
          ],
        },
      },
    },
  },
  test: {
    // Two files at a time even on CI's 2 cores (Vitest's default is one fewer than the cores): a
    // jsdom file waits on its timers and promises as much as it computes.
    maxWorkers: 2,
    // Unit tests (`*.test.ts`) run in node; component tests (`*.test.tsx`) in jsdom with
    // Testing Library's matchers and the Ukrainian texts loaded (src/test/setup.ts).
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // typing through user-event is slow on a loaded machine
          testTimeout: 20_000,
        },
      },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
