import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { ConnectionIndicatorSlot, NotificationBellSlot } from './slots';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

interface AreaTopBarProps {
  title: string;
  /** Present below md, where the nav lives in a temporary drawer. */
  menu?: { drawerId: string; open: boolean; onOpen: () => void };
}

/** The banner of a signed-in area: page title and the per-user controls. */
export function AreaTopBar({ title, menu }: AreaTopBarProps) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {menu && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-controls={menu.open ? menu.drawerId : undefined}
            aria-expanded={menu.open}
            onClick={menu.onOpen}
            data-testid="nav-menu-button"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="div" variant="subtitle1" noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }} data-testid="top-bar-title">
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0, sm: 0.5 }, flexShrink: 0 }}>
          <ConnectionIndicatorSlot />
          <NotificationBellSlot />
          <ThemeToggle />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
