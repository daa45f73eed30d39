import { MERCHANT_SPACE_PATH, PARENT_SPACE_PATH, PARENT_SPACE_PAY_PATH, PARENT_SPACE_RETURN_PATH } from '@ptits-mitrons/domain';
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './components/Layout';

/** Each public route is its own chunk: the home page does not pay for the forms, the legal texts or Stripe. */
const HomePage = lazy(() => import('./pages/Home/HomePage'));
const MerchantsPage = lazy(() => import('./pages/Merchants/MerchantsPage'));
const AboutPage = lazy(() => import('./pages/About/AboutPage'));
const ContactPage = lazy(() => import('./pages/Contact/ContactPage'));
const LegalNoticePage = lazy(() => import('./pages/Legal/LegalNoticePage'));
const SalesTermsPage = lazy(() => import('./pages/Legal/SalesTermsPage'));
const TermsOfUsePage = lazy(() => import('./pages/Legal/TermsOfUsePage'));
const ParentsPage = lazy(() => import('./pages/Parents/ParentsPage'));
const PaymentPage = lazy(() => import('./pages/Payment/PaymentPage'));
const PaymentReturnPage = lazy(() => import('./pages/Payment/PaymentReturnPage'));
const ConfirmationPage = lazy(() => import('./pages/Payment/ConfirmationPage'));
const RefundPage = lazy(() => import('./pages/Payment/RefundPage'));
const ParentSpaceLinkPage = lazy(() => import('./pages/ParentSpace/ParentSpaceLinkPage'));
const ParentSpacePage = lazy(() => import('./pages/ParentSpace/ParentSpacePage'));
const BalancePaymentPage = lazy(() => import('./pages/ParentSpace/BalancePaymentPage'));
const BalanceReturnPage = lazy(() => import('./pages/ParentSpace/BalanceReturnPage'));
const MerchantSpaceLinkPage = lazy(() => import('./pages/MerchantSpace/MerchantSpaceLinkPage'));
const MerchantSpacePage = lazy(() => import('./pages/MerchantSpace/MerchantSpacePage'));
const NotFoundPage = lazy(() => import('./pages/NotFound/NotFoundPage'));

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/merchants', element: <MerchantsPage /> },
      { path: '/parents', element: <ParentsPage /> },
      { path: '/parents/payment/:requestId', element: <PaymentPage /> },
      { path: '/parents/payment-return/:requestId', element: <PaymentReturnPage /> },
      { path: '/parents/confirmation/:requestId', element: <ConfirmationPage /> },
      { path: '/parents/refund/:id', element: <RefundPage /> },
      { path: PARENT_SPACE_PATH, element: <ParentSpaceLinkPage /> },
      // The two payment pages are named before the token's route, which would otherwise take their names as tokens.
      { path: PARENT_SPACE_PAY_PATH, element: <BalancePaymentPage /> },
      { path: PARENT_SPACE_RETURN_PATH, element: <BalanceReturnPage /> },
      { path: `${PARENT_SPACE_PATH}/:token`, element: <ParentSpacePage /> },
      { path: MERCHANT_SPACE_PATH, element: <MerchantSpaceLinkPage /> },
      { path: `${MERCHANT_SPACE_PATH}/:token`, element: <MerchantSpacePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/mentions-legales', element: <LegalNoticePage /> },
      { path: '/cgv', element: <SalesTermsPage /> },
      { path: '/cgu', element: <TermsOfUsePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
