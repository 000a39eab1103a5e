import { Link as RouterLink, useLocation } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import { Wordmark } from './Wordmark';
import { isCurrentPath } from './nav/match';
import { DASHBOARD_PATH, SIGN_IN_PATH, SIGN_UP_PATH, SITE_HEADER_LINKS } from './nav/site';
import { useIdentity } from '../auth/identity';
import { useShellUser } from './use-shell-user';

interface SiteMobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The public site's navigation below md: a drawer from the right with the header links and the sign-in actions. */
export function SiteMobileMenu({ id, open, onClose }: SiteMobileMenuProps) {
  const { pathname } = useLocation();
  const signedIn = useShellUser() !== null;
  // As in the header: no sign-in actions until the identity is known.
  const identityKnown = useIdentity().loaded;
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width: 320, maxWidth: '85vw' } }} data-testid="site-mobile-menu">
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <Wordmark to="/" />
        <IconButton aria-label="Close navigation" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Main">
        <List>
          {SITE_HEADER_LINKS.map((link) => {
            const current = isCurrentPath(link.to, pathname);
            return (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={RouterLink} to={link.to} selected={current} aria-current={current ? 'page' : undefined} onClick={onClose}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 1.5, p: 2, visibility: identityKnown ? undefined : 'hidden' }}>
        {signedIn ? (
          <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained" onClick={onClose}>
            Dashboard
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained" onClick={onClose}>
              Start free
            </Button>
            <Button component={RouterLink} to={SIGN_IN_PATH} variant="outlined" onClick={onClose}>
              Sign in
            </Button>
          </>
        )}
      </Box>
    </Drawer>
  );
}
