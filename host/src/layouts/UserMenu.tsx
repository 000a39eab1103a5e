import { useId, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from '@iprism/shared/router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { NAV_ICONS } from './nav-icons';
import { SIGN_IN_PATH } from './nav/site';
import { USER_MENU_LINKS } from './nav/user-menu';
import { useShellUser, type ShellUser } from './use-shell-user';
import { useIdentity } from '../auth/identity';
import { SIGNING_OUT_STATE } from '../auth/signing-out';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('');
}

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

/**
 * The avatar button and account menu of the signed-in frames. A Popover holding the identity and a
 * MenuList (rather than a Menu) keeps the non-interactive identity block out of role="menu".
 */
export function UserMenu() {
  const user = useShellUser();
  const identity = useIdentity();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  // Leave the page synchronously before the session clears: a protected page that saw a signed-out
  // visitor would redirect to /sign-in with itself as redirect_url. The server call and the other tabs
  // follow in the background.
  const signOut = () => {
    close();
    void navigate(SIGN_IN_PATH, { flushSync: true, state: SIGNING_OUT_STATE });
    void identity.signOut();
  };

  // Menu semantics: Tab leaves the menu and closes it.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') close();
  };

  return (
    <>
      {/* The browser's own hint (title), not MUI's Tooltip, as the theme toggle's. */}
      <IconButton
        id={buttonId}
        color="inherit"
        // The initials shown are part of the name, so a voice-control user can say what they see (WCAG 2.5.3).
        aria-label={user ? `Account menu, ${initials(user.displayName)}` : 'Account menu'}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        title="Account menu"
        data-testid="user-menu-button"
      >
        <Avatar src={user?.avatarUrl} alt="" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: user ? 'primary.main' : 'action.selected', color: user ? 'primary.contrastText' : 'text.secondary' }}>
          {user ? initials(user.displayName) : <PersonOutlineIcon fontSize="small" />}
        </Avatar>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
      >
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
      </Popover>
    </>
  );
}
