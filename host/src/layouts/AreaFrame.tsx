import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AreaDrawer } from './AreaDrawer';
import { AreaTopBar } from './AreaTopBar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import type { AreaNav } from './nav/types';

interface AreaFrameProps {
  nav: AreaNav;
  title: string;
  children: ReactNode;
}

/** The frame of every signed-in area: skip link, left navigation, top bar, and the page under its h1. */
export function AreaFrame({ nav, title, children }: AreaFrameProps) {
  const theme = useTheme();
  // noSsr: the app renders only in the browser, so read the media query on the first render and never flash the wrong drawer.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box data-layout={nav.area} sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AreaDrawer nav={nav} id={drawerId} variant={desktop ? 'permanent' : 'temporary'} open={menuOpen} onClose={closeMenu} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AreaTopBar title={title} menu={desktop ? undefined : { drawerId, open: menuOpen, onOpen: () => setMenuOpen(true) }} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, outline: 'none' }}>
          <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
            <Typography variant="h4" component="h1" data-testid="page-title" sx={{ mb: 3, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
