import { MERCHANT_SPACE_PATH, PARENT_SPACE_ERASURE_PATH, PARENT_SPACE_PATH, PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH, TERMS_PATHS } from '@ptits-mitrons/domain';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';
import { withMuiTheme } from './theme/withMuiTheme';

type Load = () => Promise<{ default: ComponentType }>;

interface Page {
  path: string;
  load: Load;
}

/**
 * Each public route is its own chunk: the home page does not pay for the forms, the legal texts or Stripe. The home,
 * parents' and merchants' pages are plain elements (the server draws them, see entry-server.tsx), and so are the two
 * personal spaces (their forms and dialogs load MUI when they open); the others are drawn with MUI, whose theme is
 * loaded with them.
 */
const PAGES: Page[] = [
  { path: '/', load: () => import('./pages/Home/HomePage') },
  { path: '/merchants', load: () => import('./pages/Merchants/MerchantsPage') },
  { path: '/parents', load: () => import('./pages/Parents/ParentsPage') },
  // The balance's payment pages (/mon-espace/paiement-solde…) still win: the router ranks a named segment above a token.
  { path: `${PARENT_SPACE_PATH}/:token`, load: () => import('./pages/ParentSpace/ParentSpacePage') },
  { path: `${MERCHANT_SPACE_PATH}/:token`, load: () => import('./pages/MerchantSpace/MerchantSpacePage') },
  ...[
    { path: '/parents/payment/:requestId', load: () => import('./pages/Payment/PaymentPage') },
    { path: '/parents/payment-return/:requestId', load: () => import('./pages/Payment/PaymentReturnPage') },
    { path: '/parents/confirmation/:requestId', load: () => import('./pages/Payment/ConfirmationPage') },
    { path: '/parents/refund/:id', load: () => import('./pages/Payment/RefundPage') },
    { path: PARENT_SPACE_PATH, load: () => import('./pages/ParentSpace/ParentSpaceLinkPage') },
    { path: PARENT_SPACE_PAY_PATH, load: () => import('./pages/ParentSpace/BalancePaymentPage') },
    { path: PARENT_SPACE_RETURN_PATH, load: () => import('./pages/ParentSpace/BalanceReturnPage') },
    { path: PARENT_SPACE_ERASURE_PATH, load: () => import('./pages/ParentSpace/ErasureConfirmPage') },
    { path: MERCHANT_SPACE_PATH, load: () => import('./pages/MerchantSpace/MerchantSpaceLinkPage') },
    { path: '/about', load: () => import('./pages/About/AboutPage') },
    { path: '/contact', load: () => import('./pages/Contact/ContactPage') },
    { path: '/mentions-legales', load: () => import('./pages/Legal/LegalNoticePage') },
    { path: '/cgv', load: () => import('./pages/Legal/SalesTermsPage') },
    { path: '/cgu', load: () => import('./pages/Legal/TermsOfUsePage') },
    { path: TERMS_PATHS.artisans, load: () => import('./pages/Legal/ArtisanTermsPage') },
    { path: '/confidentialite', load: () => import('./pages/Legal/PrivacyPage') },
    { path: '/accessibilite', load: () => import('./pages/Legal/AccessibilityPage') },
    { path: '*', load: () => import('./pages/NotFound/NotFoundPage') },
  ].map(({ path, load }) => ({ path, load: withMuiTheme(load) })),
];

/** Each page's module once downloaded: drawn at once from then on, without suspending (the server, hydration). */
const loaded = new Map<Load, ComponentType>();

function remember(load: Load): Load {
  return () =>
    load().then((module) => {
      loaded.set(load, module.default);
      return module;
    });
}

function pageComponent(load: Load): ComponentType {
  const Lazy = lazy(remember(load));
  return function RoutePage() {
    const Loaded = loaded.get(load);
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

const routes: RouteObject[] = [{ element: <Layout />, children: PAGES.map(({ path, load }) => ({ path, Component: pageComponent(load) })) }];

/**
 * Downloads the page of an address. The browser starts it before drawing, alongside the configuration, instead of
 * after it (LCP); before taking over a page the server drew, and the server before drawing, it is awaited, so that
 * the page is drawn as it is rather than suspended.
 */
export function loadPage(pathname: string): Promise<unknown> {
  const load = matchRoutes(PAGES, pathname)?.[0].route.load;
  return load ? remember(load)() : Promise.resolve();
}

/** As loadPage, without waiting: a failed download is left to the page's own lazy load, which reports it when drawn. */
export function preloadPage(pathname: string): void {
  loadPage(pathname).catch(() => undefined);
}

export function AppRoutes() {
  return useRoutes(routes);
}
