import type { AreaNav } from './types';

export const EMPLOYEE_NAV: AreaNav = {
  area: 'employee',
  label: 'Employee',
  home: '/employee',
  sections: [
    {
      links: [
        { label: 'Employee Dashboard', to: '/employee', icon: 'employee' },
        { label: 'Hours', to: '/employee/hours', icon: 'hours' },
        { label: 'Contractor', to: '/employee/contractor', icon: 'contractors' },
      ],
    },
    { heading: 'Elsewhere', links: [{ label: 'Patent dashboard', to: '/dashboard/patent', icon: 'back' }] },
  ],
};
