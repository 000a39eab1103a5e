import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from '@iprism/shared/router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { ThemeToggle } from './ThemeToggle';
import { useIdentity } from '../auth/identity';
import { useShellUser } from './use-shell-user';
import { Wordmark } from './Wordmark';
import { isCurrentPath } from './nav/match';
import { DASHBOARD_PATH, SIGN_IN_PATH, SIGN_UP_PATH, SITE_HEADER_LINKS } from './nav/site';

// Neither is part of a signed-out first load: the account menu is for a signed-in visitor, the drawer opens on demand.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const SiteMobileMenu = lazy(() => import('./SiteMobileMenu').then((m) => ({ default: m.SiteMobileMenu })));

/**
 * The public site's banner: logo, main navigation (inline on md+, a drawer below), theme, and either the sign-in
 * actions or, for a signed-in visitor, the way back to the dashboard and the account menu.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can close with its transition.
  const [menuMounted, setMenuMounted] = useState(false);
  if (menuOpen && !menuMounted) setMenuMounted(true);
  const menuId = useId();
  const user = useShellUser();
  // Until the identity is known the sign-in actions keep their place unseen: a signed-in visitor is not offered them.
  const actionsVisibility = useIdentity().loaded ? undefined : 'hidden';

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
          <Wordmark to="/" />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
            {SITE_HEADER_LINKS.map((link) => {
              const current = isCurrentPath(link.to, pathname);
              return (
                <Button
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  aria-current={current ? 'page' : undefined}
                  sx={{ color: current ? 'primary.main' : 'text.primary', fontWeight: current ? 700 : 500 }}
                >
                  {link.label}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <ThemeToggle />
          {user ? (
            <>
              <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                Dashboard
              </Button>
              <Suspense fallback={null}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Button component={RouterLink} to={SIGN_IN_PATH} color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' }, visibility: actionsVisibility }}>
                Sign in
              </Button>
              <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' }, visibility: actionsVisibility }}>
                Start free
              </Button>
            </>
          )}
          <IconButton
            color="inherit"
            edge="end"
            aria-label="Open navigation"
            aria-controls={menuOpen ? menuId : undefined}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
            data-testid="nav-menu-button"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <SiteMobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
