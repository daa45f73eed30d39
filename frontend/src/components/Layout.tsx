import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router-dom';
import logo from '../assets/logo.svg';
import { trackPageView } from '../tracking/pageViews';
import { shell } from '../content/strings';
import { useConfig } from './ConfigProvider';
import { mailHref } from './contactLinks';
import { GiftCard } from './GiftCard';
import { lazyOnFirstOpen } from './lazyOnFirstOpen';
import type { SiteDrawerProps } from './SiteDrawer';

const SiteDrawer = lazyOnFirstOpen<SiteDrawerProps>(() => import('./SiteDrawer'));

const NAV_LINKS = [
  { to: '/merchants', label: shell.nav.merchants },
  { to: '/contact', label: shell.nav.contact },
  { to: '/about', label: shell.nav.about },
];

const FOOTER_LINKS = [
  { to: '/mentions-legales', label: shell.footer.legal },
  { to: '/cgu', label: shell.footer.cgu },
  { to: '/cgv', label: shell.footer.cgv },
];

function Header() {
  const { brandName } = useConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar position="static" color="inherit" elevation={1}>
      <Toolbar component="nav" aria-label={shell.menuTitle}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          aria-label={shell.homeLink(brandName)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}
        >
          <img src={logo} alt="" width={40} height={40} />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {brandName}
          </Typography>
        </Link>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {NAV_LINKS.map((link) => (
            <Button key={link.to} component={NavLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
        </Box>
        <IconButton
          edge="end"
          aria-label={shell.openMenu}
          aria-controls="site-drawer"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <SiteDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} links={NAV_LINKS} />
    </AppBar>
  );
}

function Footer() {
  const { brandName, contactEmail, contactPhone } = useConfig();
  const [giftCardOpen, setGiftCardOpen] = useState(false);
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.dark', color: 'secondary.contrastText', py: 4, mt: 6 }}>
      <Container sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, justifyContent: 'space-between' }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{brandName}</Typography>
          <Typography variant="body2">{shell.footer.tagline}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link href={mailHref(contactEmail)} color="inherit">
              {contactEmail}
            </Link>
            {' · '}
            {contactPhone}
          </Typography>
        </Box>
        <Box component="nav" aria-label={shell.footer.navigationLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Link>
          ))}
          <Link component="button" type="button" color="inherit" onClick={() => setGiftCardOpen(true)} sx={{ font: 'inherit', verticalAlign: 'baseline' }}>
            {shell.footer.giftCard}
          </Link>
        </Box>
      </Container>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        {shell.footer.copyright(brandName, new Date().getFullYear())}
      </Typography>
      <GiftCard open={giftCardOpen} onClose={() => setGiftCardOpen(false)} />
    </Box>
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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {shell.skipToContent}
      </a>
      <Header />
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* A whole screen while the page's code arrives: the footer starts below it instead of jumping down (CLS). */}
        <Suspense fallback={<Box sx={{ minHeight: '100vh' }} aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
