import type { NavLink, NavSection } from './types';

/** The public site's header links (the footer repeats them with the rest of the public pages). */
export const SITE_HEADER_LINKS: readonly NavLink[] = [
  { label: 'Products', to: '/products' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Security', to: '/security' },
  { label: 'Newsroom', to: '/newsroom' },
  { label: 'Documentation', to: '/documentation' },
  { label: 'Contact', to: '/contact' },
];

export const SIGN_IN_PATH = '/sign-in';
/** Where a signed-in visitor of the public site goes back to work. */
export const DASHBOARD_PATH = '/dashboard';
export const SIGN_UP_PATH = '/sign-up';

/** Footer columns: every public content page of SPEC §2 is reachable from here. */
export const SITE_FOOTER_SECTIONS: readonly NavSection[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Products', to: '/products' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Security', to: '/security' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Newsroom', to: '/newsroom' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Documentation', to: '/documentation' },
      { label: 'Support', to: '/support' },
      { label: 'Feedback', to: '/feedback' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
];
