import GroupIcon from '@mui/icons-material/Group';
import MailIcon from '@mui/icons-material/Mail';
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Logout, MenuItemLink, UserMenu, useUserMenu } from 'react-admin';
import { Menu } from './Menu';
import { ServiceUnavailableNotice } from './ServiceUnavailableNotice';

/**
 * The sidebar keeps SPEC.md's four entries; the mail outbox and the operator accounts, which operators open
 * rarely, are in the user menu (top right).
 */
const UserMenuLink = ({ to, label, icon }: { to: string; label: string; icon: ReactNode }) => {
  const userMenu = useUserMenu();
  return <MenuItemLink to={to} primaryText={label} leftIcon={icon} sidebarIsOpen onClick={userMenu?.onClose} />;
};

const BackOfficeUserMenu = () => (
  <UserMenu>
    <UserMenuLink to="/mails" label="app.menu.mails" icon={<MailIcon />} />
    <UserMenuLink to="/admins" label="app.menu.admins" icon={<GroupIcon />} />
    <Logout />
  </UserMenu>
);

const BackOfficeAppBar = () => <AppBar userMenu={<BackOfficeUserMenu />} />;

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
