import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { shell } from '../content/strings';

export const DRAWER_WIDTH = 240;

export interface SiteDrawerProps {
  open: boolean;
  onClose: () => void;
  links: Array<{ to: string; label: string }>;
}

/** The small-screen menu: the header's links in a side drawer. */
export default function SiteDrawer({ open, onClose, links }: SiteDrawerProps) {
  return (
    <Drawer id="site-drawer" anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
      <List component="nav" aria-label={shell.menuTitle}>
        {links.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
      <Button onClick={onClose} sx={{ m: 2 }}>
        {shell.closeMenu}
      </Button>
    </Drawer>
  );
}
