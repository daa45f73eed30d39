import polyglotI18nProvider from 'ra-i18n-polyglot';
import { frenchBackOfficeMessages } from './i18n/fr';

/** French only; `allowMissing` keeps a server-given sentence (an error message) readable as it is. */
export const i18nProvider = polyglotI18nProvider(() => frenchBackOfficeMessages, 'fr', { allowMissing: true });

/** Dates are shown in French whatever the browser's language. */
export const DATE_LOCALE = 'fr-FR';
