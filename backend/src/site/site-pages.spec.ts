import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonForHtml, SitePages } from './site-pages';
import type { PublicConfigResponse } from '../config/dto/public-config.response';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <title>Accueil</title>
    <meta name="description" content="La page d'accueil" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const CONFIG = { brandName: 'Les </script><script>alert(1)</script>' } as PublicConfigResponse;

describe('the public site pages the server sends', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-pages-'));
    writeFileSync(join(dir, 'index.html'), TEMPLATE);
    // A stand-in for the Vite SSR build: draws the address and the brand it is given, counts its calls.
    writeFileSync(
      join(dir, 'renderer.cjs'),
      'let calls = 0; exports.calls = () => calls; exports.renderPage = async (path, config) => { calls += 1; return { html: `<main data-path="${path}">${config.brandName.length}</main>`, meta: { title: `Parents & enfants · ${path}`, description: \'Réservez "vite" <b>\' } }; };',
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the configuration as JSON no "<" of which can close its element', () => {
    expect(jsonForHtml(CONFIG)).not.toContain('<');
    expect(JSON.parse(jsonForHtml(CONFIG))).toEqual(CONFIG);
  });

  it('draws the first pages once per process, whatever the query, and fetches their scripts at low priority', async () => {
    const pages = new SitePages(dir, join(dir, 'renderer.cjs'), () => CONFIG);
    const onError = jest.fn();
    const html = await pages.html('/parents?utm_source=mail', onError);
    expect(html).toContain('<div id="root"><main data-path="/parents">');
    expect(html).toContain('<title>Parents &amp; enfants · /parents</title>');
    expect(html).toContain('<meta name="description" content="Réservez &quot;vite&quot; &lt;b&gt;" />');
    expect(html).toContain(`<script type="application/json" id="public-config">${jsonForHtml(CONFIG)}</script>`);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">');
    expect(await pages.html('/parents', onError)).toBe(html);
    const renderer = (await import(join(dir, 'renderer.cjs'))) as { calls: () => number };
    expect(renderer.calls()).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('writes « $ » patterns of the page, the title and the configuration as they are', async () => {
    const brand = { brandName: "Atelier 5$'s $& co $$" } as PublicConfigResponse;
    // As React writes it: « ' » becomes « &#x27; », so the page holds « $& ».
    writeFileSync(
      join(dir, 'dollar.cjs'),
      "exports.renderPage = async (path, config) => ({ html: `<main>${config.brandName.replace(/'/g, '&#x27;')}</main>`, meta: { title: config.brandName, description: config.brandName } });",
    );
    const html = await new SitePages(dir, join(dir, 'dollar.cjs'), () => brand).html('/', jest.fn());
    expect(html).toContain('<div id="root"><main>Atelier 5$&#x27;s $& co $$</main></div>');
    expect(html).toContain('<title>Atelier 5$&#x27;s $&amp; co $$</title>');
    expect(html).toContain('<meta name="description" content="Atelier 5$&#x27;s $&amp; co $$" />');
    expect(html).toContain(jsonForHtml(brand));
  });

  it('leaves any other address to the browser, with the configuration written in', async () => {
    const pages = new SitePages(dir, join(dir, 'renderer.cjs'), () => CONFIG);
    const html = await pages.html('/mon-espace/abc', jest.fn());
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="public-config"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
  });

  it('sends the page to draw in the browser when the server build is missing, and reports it', async () => {
    const pages = new SitePages(dir, join(dir, 'missing.cjs'), () => CONFIG);
    const onError = jest.fn();
    const html = await pages.html('/', onError);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="public-config"');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
