import type { PublicConfig } from '@ptits-mitrons/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { AppRoutes, loadPage } from './routes';

/**
 * The HTML of a page as the browser would first draw it (built by `vite build --ssr` into dist/frontend-ssr, used by
 * backend/src/site): the server sends it with the page so the first screen needs neither JavaScript nor a request
 * for the configuration, and the browser then takes it over (hydrateRoot in main.tsx).
 */
export async function renderPage(pathname: string, config: PublicConfig): Promise<string> {
  await loadPage(pathname);
  return renderToString(
    <StrictMode>
      <App config={config}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
  );
}
