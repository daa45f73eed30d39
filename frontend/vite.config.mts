import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { theme } from './src/theme/theme';
import { themeCss } from './src/theme/themeCss';

const root = fileURLToPath(new URL('.', import.meta.url));
const THEME_CSS = 'virtual:theme.css';

/** `import 'virtual:theme.css'`: the MUI theme's values as CSS variables, so theme.ts stays their one source. */
function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    load: (id) => (id === `\0${THEME_CSS}` ? themeCss(theme) : undefined),
  };
}

/**
 * The public site: built into dist/frontend and served by the API process at /. `vite build --ssr` builds the
 * server's renderer of the first pages (src/entry-server.tsx) into dist/frontend-ssr, as CommonJS for the API.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), themeVariables()],
  // Illustrations stay separate files: cached, lazily loaded, and out of the JavaScript the home page downloads.
  // Every browser the site supports knows <link rel="modulepreload">: the polyfill would only weigh on each page.
  build: isSsrBuild
    ? {
        assetsInlineLimit: 0,
        copyPublicDir: false,
        outDir: fileURLToPath(new URL('../dist/frontend-ssr', import.meta.url)),
        emptyOutDir: true,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      }
    : { assetsInlineLimit: 0, modulePreload: { polyfill: false }, outDir: fileURLToPath(new URL('../dist/frontend', import.meta.url)), emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
