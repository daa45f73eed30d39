import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The back office: built into dist/admin and served by the API process under /admin/. */
export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
