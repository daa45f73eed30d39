import BarChartIcon from '@mui/icons-material/BarChart';
import { Menu as RaMenu } from 'react-admin';
import merchants from '../resources/merchants';
import parents from '../resources/parents';

/** Exactly four entries (docs/decisions.md, Back office). */
export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem primaryText="app.menu.dashboard" />
    <RaMenu.Item to="/merchants" primaryText="app.menu.merchants" leftIcon={<merchants.icon />} />
    <RaMenu.Item to="/parents" primaryText="app.menu.parents" leftIcon={<parents.icon />} />
    <RaMenu.Item to="/statistics" primaryText="app.menu.statistics" leftIcon={<BarChartIcon />} />
  </RaMenu>
);
