import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { AreaNavList } from './AreaNavList';
import { Wordmark } from './Wordmark';
import type { AreaNav } from './nav/types';

export const AREA_DRAWER_WIDTH_PX = 272;

/** Signed-in areas start from the dashboard hub, so the logo leads there. */
const AREAS_HOME = '/dashboard';

interface AreaDrawerProps {
  nav: AreaNav;
  id: string;
  /** Phones and tablets get a temporary drawer behind the hamburger; md and up a permanent one. */
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
}

/** The left navigation of a signed-in area. */
export function AreaDrawer({ nav, id, variant, open, onClose }: AreaDrawerProps) {
  const temporary = variant === 'temporary';
  return (
    <Drawer
      id={id}
      variant={variant}
      open={temporary ? open : true}
      onClose={onClose}
      sx={{
        width: temporary ? undefined : AREA_DRAWER_WIDTH_PX,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: AREA_DRAWER_WIDTH_PX, maxWidth: '85vw', boxSizing: 'border-box' },
      }}
      data-testid="area-drawer"
      data-variant={variant}
    >
      <Toolbar sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Wordmark to={AREAS_HOME} />
        {temporary && (
          <IconButton aria-label="Close navigation" onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Toolbar>
      <Box sx={{ px: 2 }}>
        <Typography
          component={RouterLink}
          to={nav.home}
          onClick={temporary ? onClose : undefined}
          variant="overline"
          sx={{ color: 'text.secondary', textDecoration: 'none', fontWeight: 700, '&:hover': { color: 'primary.main' } }}
        >
          {nav.label}
        </Typography>
      </Box>
      <AreaNavList nav={nav} onNavigate={temporary ? onClose : undefined} />
    </Drawer>
  );
}
