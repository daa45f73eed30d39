import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The public site: built into dist/frontend and served by the API process at /. */
export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../dist/frontend', import.meta.url)), emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
