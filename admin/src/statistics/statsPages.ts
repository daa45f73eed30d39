/**
 * The API's key for the row that gathers, each day, the pages past the day's cap (STATS_MAX_PAGES_PER_DAY): no
 * tracked path can take it, as they all start with "/".
 */
export const OTHER_PAGES_KEY = '*';

/** A page as the operator reads it: its path, or « Autres pages » for the gathered row. */
export const pageLabel = (page: string, translate: (key: string) => string): string =>
  page === OTHER_PAGES_KEY ? translate('app.statistics.other_pages') : page;
