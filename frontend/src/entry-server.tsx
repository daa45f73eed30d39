import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { PageMetaCollector, type PageMeta } from './components/usePageMeta';
import { AppRoutes, loadPage } from './routes';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

/**
 * The HTML of a page as the browser would first draw it (built by `vite build --ssr` into dist/frontend-ssr, used by
 * backend/src/site): the server sends it with the page so the first screen needs neither JavaScript nor a request
 * for the configuration, and the browser then takes it over (hydrateRoot in main.tsx). The page's title and
 * description come with it, for the tab and for crawlers that do not run scripts.
 */
export async function renderPage(pathname: string, config: PublicConfigResponse): Promise<{ html: string; meta: PageMeta }> {
  await loadPage(pathname);
  const meta: PageMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector value={meta}>
        <App config={config}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </PageMetaCollector>
    </StrictMode>,
  );
  return { html, meta };
}
