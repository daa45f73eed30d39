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

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout menu={Menu} appBar={BackOfficeAppBar}>
    <ServiceUnavailableNotice />
    {children}
  </RaLayout>
);
