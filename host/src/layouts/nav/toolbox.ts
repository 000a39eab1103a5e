import type { AreaNav } from './types';

export const TOOLBOX_NAV: AreaNav = {
  area: 'toolbox',
  label: 'Toolbox',
  home: '/dashboard/toolbox',
  sections: [
    {
      links: [
        { label: 'Toolbox', to: '/dashboard/toolbox', icon: 'toolbox' },
        { label: 'Form Fill', to: '/dashboard/toolbox/formfill', icon: 'formFill' },
      ],
    },
    { heading: 'Elsewhere', links: [{ label: 'Patent dashboard', to: '/dashboard/patent', icon: 'back' }] },
  ],
};
