import type { NavLink } from './types';

/** The account menu of every signed-in area (sign-out is an action, not a link, so it is not listed here). */
export const USER_MENU_LINKS: readonly NavLink[] = [
  { label: 'Profile', to: '/profile', icon: 'profile' },
  { label: 'Account Settings', to: '/dashboard/patent/account', icon: 'account' },
  { label: 'Settings', to: '/settings', icon: 'settings' },
];
