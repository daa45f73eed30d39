import GroupIcon from '@mui/icons-material/Group';
import MailIcon from '@mui/icons-material/Mail';
import type { ReactNode } from 'react';
import { AppBar, AppBarClasses, Layout as RaLayout, Logout, MenuItemLink, TitlePortal, useGetIdentity, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Menu } from './Menu';
import { ServiceUnavailableNotice } from './ServiceUnavailableNotice';

/**
 * The sidebar keeps its four entries (docs/decisions.md); the mail outbox and the operator accounts, which operators open
 * rarely, are in the user menu (top right).
 */
const UserMenuLink = ({ to, label, icon }: { to: string; label: string; icon: ReactNode }) => {
  const userMenu = useUserMenu();
  return <MenuItemLink to={to} primaryText={label} leftIcon={icon} sidebarIsOpen onClick={userMenu?.onClose} />;
};

/** The menu's button shows the operator's e-mail: its accessible name must contain it (WCAG 2.5.3), not just "Profil". */
const BackOfficeUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${profile} : ${identity.fullName}` : profile}>
      <UserMenuLink to="/mails" label="app.menu.mails" icon={<MailIcon />} />
      <UserMenuLink to="/admins" label="app.menu.admins" icon={<GroupIcon />} />
      <Logout />
    </UserMenu>
  );
};

/** The page's title, in the app bar, is its level-one heading. */
const BackOfficeAppBar = () => (
  <AppBar userMenu={<BackOfficeUserMenu />}>
    <TitlePortal component="h1" className={AppBarClasses.title} />
  </AppBar>
);

/**
 * react-admin lets the whole page grow to its widest content (min-width: fit-content): on a phone a request's page
 * was 560 px wide because of its history table, the parents list 640 px because of its tabs. The page keeps the
 * screen's width; a wide table scrolls sideways in place.
 */
const FIT_SCREEN = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaShow-card, & .RaEdit-card': {
    minWidth: 0,
  },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={Menu} appBar={BackOfficeAppBar} sx={FIT_SCREEN}>
    <ServiceUnavailableNotice />
    {children}
  </RaLayout>
);
