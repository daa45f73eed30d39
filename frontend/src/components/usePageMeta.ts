import { createContext, useContext, useEffect } from 'react';

/** What the server's drawing of a page collects of its meta (the browser sets them on the document instead). */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** Given by the server's drawing only (entry-server.tsx): effects do not run there, so the page writes into it. */
export const PageMetaCollector = createContext<PageMeta | null>(null);

/**
 * Per-route French title and meta description (index.html holds the home page's, for crawlers without JS).
 * `noindex` adds `<meta name="robots" content="noindex">` while the page is shown: personal pages stay out of
 * search engines.
 */
export function usePageMeta(title: string, description: string, { noindex = false }: { noindex?: boolean } = {}): void {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, [noindex]);
}
