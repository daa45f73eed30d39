import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type { theme as siteTheme } from './src/theme/theme';
import type { themeCss as siteThemeCss } from './src/theme/themeCss';

const root = fileURLToPath(new URL('.', import.meta.url));
const THEME_CSS = 'virtual:theme.css';

/** A module of the site run by Vite's module runner; `watch` is told its files, so the dev server follows edits. */
async function loadSiteModule<T>(path: string, watch: (file: string) => void): Promise<T> {
  const file = fileURLToPath(new URL(path, import.meta.url));
  const { module, dependencies } = await runnerImport<T>(file);
  for (const dependency of [file, ...dependencies]) watch(dependency);
  return module;
}

/**
 * `import 'virtual:theme.css'`: the MUI theme's values as CSS variables, so theme.ts stays their one source. Vite's
 * module runner loads the theme when the CSS is asked for: this file imports no source of the site, which the config
 * loader Vite announces as its next default (`configLoader: 'native'`) could not load, and warned about at each build.
 */
function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    async load(id) {
      if (id !== `\0${THEME_CSS}`) return undefined;
      const watch = (file: string) => this.addWatchFile(file);
      const [{ theme }, { themeCss }] = await Promise.all([
        loadSiteModule<{ theme: typeof siteTheme }>('src/theme/theme.ts', watch),
        loadSiteModule<{ themeCss: typeof siteThemeCss }>('src/theme/themeCss.ts', watch),
      ]);
      return themeCss(theme);
    },
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
