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
const NotFoundPage = lazy(() => import('./pages/NotFound/NotFoundPage'));

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/merchants', element: <MerchantsPage /> },
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
