import { withMuiTheme } from '../theme/withMuiTheme';
import { lazyOnFirstOpen } from './lazyOnFirstOpen';

/** The 'Carte Cadeau' modal, reachable from the home page and the footer. */
export const GiftCard = lazyOnFirstOpen(withMuiTheme(() => import('./GiftCardModal')));
