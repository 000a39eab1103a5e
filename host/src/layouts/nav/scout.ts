import type { AreaNav } from './types';

export const SCOUT_NAV: AreaNav = {
  area: 'scout',
  label: 'Scout',
  home: '/dashboard/scout',
  sections: [
    {
      links: [
        { label: 'Scout overview', to: '/dashboard/scout', icon: 'scout' },
        { label: 'Patents', to: '/dashboard/scout/patents', icon: 'patents' },
      ],
    },
    { heading: 'Elsewhere', links: [{ label: 'Patent dashboard', to: '/dashboard/patent', icon: 'back' }] },
  ],
};
