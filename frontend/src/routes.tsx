import { MERCHANT_SPACE_PATH, PARENT_SPACE_PATH, PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH } from '@ptits-mitrons/domain';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';

interface Page {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Each public route is its own chunk: the home page does not pay for the forms, the legal texts or Stripe. */
const PAGES: Page[] = [
  { path: '/', load: () => import('./pages/Home/HomePage') },
  { path: '/merchants', load: () => import('./pages/Merchants/MerchantsPage') },
  { path: '/parents', load: () => import('./pages/Parents/ParentsPage') },
  { path: '/parents/payment/:requestId', load: () => import('./pages/Payment/PaymentPage') },
  { path: '/parents/payment-return/:requestId', load: () => import('./pages/Payment/PaymentReturnPage') },
  { path: '/parents/confirmation/:requestId', load: () => import('./pages/Payment/ConfirmationPage') },
  { path: '/parents/refund/:id', load: () => import('./pages/Payment/RefundPage') },
  { path: PARENT_SPACE_PATH, load: () => import('./pages/ParentSpace/ParentSpaceLinkPage') },
  // The two payment pages are named before the token's route, which would otherwise take their names as tokens.
  { path: PARENT_SPACE_PAY_PATH, load: () => import('./pages/ParentSpace/BalancePaymentPage') },
  { path: PARENT_SPACE_RETURN_PATH, load: () => import('./pages/ParentSpace/BalanceReturnPage') },
  { path: `${PARENT_SPACE_PATH}/:token`, load: () => import('./pages/ParentSpace/ParentSpacePage') },
  { path: MERCHANT_SPACE_PATH, load: () => import('./pages/MerchantSpace/MerchantSpaceLinkPage') },
  { path: `${MERCHANT_SPACE_PATH}/:token`, load: () => import('./pages/MerchantSpace/MerchantSpacePage') },
  { path: '/about', load: () => import('./pages/About/AboutPage') },
  { path: '/contact', load: () => import('./pages/Contact/ContactPage') },
  { path: '/mentions-legales', load: () => import('./pages/Legal/LegalNoticePage') },
  { path: '/cgv', load: () => import('./pages/Legal/SalesTermsPage') },
  { path: '/cgu', load: () => import('./pages/Legal/TermsOfUsePage') },
  { path: '*', load: () => import('./pages/NotFound/NotFoundPage') },
];

const routes: RouteObject[] = [{ element: <Layout />, children: PAGES.map(({ path, load }) => ({ path, Component: lazy(load) })) }];

/**
 * Starts downloading the first page's chunk while the configuration is still being fetched (the page is drawn only
 * once it has answered), instead of after it: the two requests overlap and the page shows sooner (LCP).
 */
export function preloadPage(pathname: string): void {
  // A failed download is left to the page's own lazy load, which reports it when it is drawn.
  matchRoutes(PAGES, pathname)?.[0].route.load().catch(() => undefined);
}

export function AppRoutes() {
  return useRoutes(routes);
}
