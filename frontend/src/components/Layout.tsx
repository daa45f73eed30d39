import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import logo from '../assets/logo.svg';
import { trackPageView } from '../tracking/pageViews';
import { shell } from '../content/strings';
import { withMuiTheme } from '../theme/withMuiTheme';
import { useConfig } from './ConfigProvider';
import { mailHref } from './contactLinks';
import { GiftCard } from './GiftCard';
import { lazyOnFirstOpen } from './lazyOnFirstOpen';
import { useHydrated } from './useHydrated';
import type { SiteDrawerProps } from './SiteDrawer';

const SiteDrawer = lazyOnFirstOpen<SiteDrawerProps>(withMuiTheme(() => import('./SiteDrawer')));

const NAV_LINKS = [
  { to: '/merchants', label: shell.nav.merchants },
  { to: '/contact', label: shell.nav.contact },
  { to: '/about', label: shell.nav.about },
];

const FOOTER_LINKS = [
  { to: '/mentions-legales', label: shell.footer.legal },
  { to: '/cgu', label: shell.footer.cgu },
  { to: '/cgv', label: shell.footer.cgv },
  { to: '/confidentialite', label: shell.footer.privacy },
  { to: '/accessibilite', label: shell.footer.accessibility },
];

/** Material's "Menu" icon. */
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

// The shell is plain elements styled by index.css (the look of MUI's AppBar, Button and Link): it is on every page,
// and MUI would put its runtime into the JavaScript every first visit downloads.
function Header() {
  const { brandName } = useConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <header className="site-header">
      <nav className="site-toolbar" aria-label={shell.menuTitle}>
        <Link to="/" className="site-brand" aria-label={shell.homeLink(brandName)}>
          <img src={logo} alt="" width={40} height={40} />
          <span className="site-brand-name">{brandName}</span>
        </Link>
        <div className="site-nav-links">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="button">
              {link.label}
            </NavLink>
          ))}
        </div>
        <button
          type="button"
          className="icon-button site-menu-button"
          aria-label={shell.openMenu}
          aria-controls="site-drawer"
          aria-expanded={drawerOpen}
          disabled={!hydrated}
          onClick={() => setDrawerOpen(true)}
        >
          <svg className="icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d={MENU_ICON} />
          </svg>
        </button>
      </nav>
      <SiteDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} links={NAV_LINKS} />
    </header>
  );
}

function Footer() {
  const { brandName, contactEmail, contactPhone } = useConfig();
  const [giftCardOpen, setGiftCardOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <div className="container site-footer-columns">
        <div>
          <p className="text-body1 site-footer-brand">{brandName}</p>
          <p className="text-body2">{shell.footer.tagline}</p>
          <p className="text-body2 site-footer-contact">
            <a href={mailHref(contactEmail)} className="link link-inherit">
              {contactEmail}
            </a>
            {' · '}
            {contactPhone}
          </p>
        </div>
        <nav aria-label={shell.footer.navigationLabel} className="site-footer-nav">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="link link-inherit">
              {link.label}
            </Link>
          ))}
          <button type="button" className="link link-inherit link-button" disabled={!hydrated} onClick={() => setGiftCardOpen(true)}>
            {shell.footer.giftCard}
          </button>
        </nav>
      </div>
      <p className="text-body2 site-footer-copyright">{shell.footer.copyright(brandName, new Date().getFullYear())}</p>
      <GiftCard open={giftCardOpen} onClose={() => setGiftCardOpen(false)} />
    </footer>
  );
}

/**
 * The shell of every public page. After a client-side navigation, focus moves to the new page's main region so
 * screen-reader and keyboard users start reading it, and the page scrolls back to the top.
 */
export function Layout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => trackPageView(pathname), [pathname]);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus();
  }, [pathname]);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {shell.skipToContent}
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        {/* A whole screen while the page's code arrives: the footer starts below it instead of jumping down (CLS). */}
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
