import type { FastifyReply, FastifyRequest } from 'fastify';
import Handlebars from 'handlebars';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicConfigResponse } from '../config/dto/public-config.response';

/** The first pages of most visits: the server sends their HTML drawn, the browser shows them before any script. */
export const DRAWN_PATHS: ReadonlySet<string> = new Set(['/', '/parents', '/merchants']);

/** The element of the site's index.html that React draws into (frontend/index.html). */
const ROOT = '<div id="root"></div>';
/** The id the site reads the configuration from (EMBEDDED_CONFIG_ID in frontend/src/components/ConfigProvider.tsx). */
const CONFIG_ID = 'public-config';

interface DrawnPage {
  html: string;
  meta: { title?: string; description?: string };
}

interface Renderer {
  renderPage(pathname: string, config: PublicConfigResponse): Promise<DrawnPage>;
}

/** JSON inside a <script> data block: no "<" may close the element or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The public site's HTML for any address: its index.html with the public configuration written in (no request for it
 * before the first screen), and for DRAWN_PATHS the page drawn by the site's server build (dist/frontend-ssr, made
 * by `vite build --ssr`). Each is made once per process, on its first request, and kept: the configuration does not
 * change while the process runs, and the pages do not depend on who asks. Drawing failing (no server build) leaves
 * the page to the browser, as for any other address: never an error for the visitor.
 */
export class SitePages {
  private readonly pages = new Map<string, Promise<string>>();

  constructor(
    private readonly publicDir: string,
    private readonly serverBuild: string,
    private readonly config: () => PublicConfigResponse,
  ) {}

  /** For a request's URL (path and query): the query plays no part in what the server draws. */
  html(url: string, onError: (error: unknown) => void): Promise<string> {
    const pathname = url.split('?', 1)[0];
    const key = DRAWN_PATHS.has(pathname) ? pathname : '*';
    let page = this.pages.get(key);
    if (!page) {
      page = this.make(key === '*' ? null : key, onError);
      this.pages.set(key, page);
    }
    return page;
  }

  private async make(pathname: string | null, onError: (error: unknown) => void): Promise<string> {
    const template = readFileSync(join(this.publicDir, 'index.html'), 'utf8');
    const config = this.config();
    let drawn: DrawnPage | null = null;
    if (pathname !== null) {
      try {
        const renderer = (await import(this.serverBuild)) as Renderer;
        drawn = await renderer.renderPage(pathname, config);
      } catch (error) {
        onError(error);
      }
    }
    const data = `<script type="application/json" id="${CONFIG_ID}">${jsonForHtml(config)}</script>`;
    // Function replacers: a replacement string reads « $& », « $' »… as patterns, and the page, the configuration and
    // the escaped title (where « ' » becomes « &#x27; ») may hold a « $ » just before them.
    const html = template.replace('</head>', () => `  ${data}\n  </head>`);
    if (!drawn) return html;
    const page = drawn;
    return withScriptsAfterPaint(withMeta(html.replace(ROOT, () => `<div id="root">${page.html}</div>`), page.meta));
  }
}

/** The drawn page's own title and description in place of index.html's (the home page's). */
function withMeta(html: string, { title, description }: DrawnPage['meta']): string {
  const escape = Handlebars.Utils.escapeExpression;
  let result = html;
  if (title) result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`);
  if (description) result = result.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escape(description)}"`);
  return result;
}

/**
 * A drawn page is shown from its HTML and CSS alone: its scripts (which take it over) are asked for at once but at
 * low priority, so that the stylesheet and the first picture are not slowed by them on a slow connection. Chromium
 * fetches module scripts at high priority otherwise, as if the first paint waited for them.
 */
function withScriptsAfterPaint(html: string): string {
  return html.replace(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`);
}

/** The route handler of the public site's addresses (the SPA fallback), for app.factory.ts. */
export function sitePageHandler(publicDir: string, config: () => PublicConfigResponse) {
  const pages = new SitePages(publicDir, join(publicDir, '..', 'frontend-ssr', 'entry-server.cjs'), config);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(join(publicDir, 'index.html'))) {
      return reply.status(404).type('text/plain; charset=utf-8').send("Cette application n'est pas construite : lancez npm run build.");
    }
    const html = await pages.html(request.url, (error) => request.log.error({ err: error }, 'Page du site non dessinée par le serveur'));
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
}
