import { useId, useState } from 'react';
import { useNavigate } from '@iprism/shared/router';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { SIGN_IN_PATH } from './nav/site';
import { useShellUser } from './use-shell-user';
import { useIdentity } from '../auth/identity';
import { SIGNING_OUT_STATE } from '../auth/signing-out';
import { PreloadedView, preloadable } from '../platform/preloadable';
import { PopoverLoading } from '../ui/PopoverLoading';

// Its own chunk (the menu's items and the account pages' icons), fetched when the pointer or the focus reaches the button.
const USER_MENU_CONTENT = preloadable(() => import('./UserMenuContent').then((m) => m.UserMenuContent));

/** Loads the code ahead of the first click (see Preloadable.prefetch). */
export const preloadUserMenu = USER_MENU_CONTENT.prefetch;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('');
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
        onPointerEnter={preloadUserMenu}
        onFocus={preloadUserMenu}
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
        <PreloadedView
          of={USER_MENU_CONTENT}
          props={{ user, menuId, buttonId, open, close, signOut }}
          fallback={<PopoverLoading label="Loading the account menu" />}
        />
      </Popover>
    </>
  );
}
