import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The public site: built into dist/frontend and served by the API process at /. */
export default defineConfig({
  root,
  plugins: [react()],
  // Illustrations stay separate files: cached, lazily loaded, and out of the JavaScript the home page downloads.
  // Every browser the site supports knows <link rel="modulepreload">: the polyfill would only weigh on each page.
  build: { assetsInlineLimit: 0, modulePreload: { polyfill: false }, outDir: fileURLToPath(new URL('../dist/frontend', import.meta.url)), emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
