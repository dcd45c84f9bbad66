import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The entry's static imports load on every route anyway; in one chunk they compress
        // together instead of as a dozen small files (ADR 0008).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
