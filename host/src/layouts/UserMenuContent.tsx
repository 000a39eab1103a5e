import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { NAV_ICONS } from './nav-icons';
import { SIGN_IN_PATH } from './nav/site';
import { USER_MENU_LINKS } from './nav/user-menu';
import type { ShellUser } from './use-shell-user';

function Identity({ user }: { user: ShellUser | null }) {
  if (!user) {
    return (
      <Box sx={{ px: 2, py: 1.5 }} data-testid="user-menu-identity">
        <Typography variant="subtitle2">Signed out</Typography>
        <Typography variant="body2" color="text.secondary">
          Sign in to see your account.
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ px: 2, py: 1.5, maxWidth: 280 }} data-testid="user-menu-identity">
      <Typography variant="subtitle2" noWrap>
        {user.displayName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.email}
      </Typography>
    </Box>
  );
}

export interface UserMenuContentProps {
  user: ShellUser | null;
  menuId: string;
  buttonId: string;
  open: boolean;
  close: () => void;
  signOut: () => void;
}

/** The account menu's content: who is signed in, then the account pages and signing out. */
export function UserMenuContent({ user, menuId, buttonId, open, close, signOut }: UserMenuContentProps) {
  // Menu semantics: Tab leaves the menu and closes it.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') close();
  };
  return (
    <>
      <Identity user={user} />
      <Divider />
      <MenuList id={menuId} aria-labelledby={buttonId} autoFocusItem={open} onKeyDown={onMenuKeyDown} data-testid="user-menu">
        {USER_MENU_LINKS.map((link) => {
          const Icon = link.icon ? NAV_ICONS[link.icon] : null;
          return (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
              {Icon && (
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
              )}
              {link.label}
            </MenuItem>
          );
        })}
        <Divider component="li" />
        {user ? (
          <MenuItem onClick={signOut}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Sign out
          </MenuItem>
        ) : (
          <MenuItem component={RouterLink} to={SIGN_IN_PATH} onClick={close}>
            <ListItemIcon>
              <LoginIcon fontSize="small" />
            </ListItemIcon>
            Sign in
          </MenuItem>
        )}
      </MenuList>
    </>
  );
}
