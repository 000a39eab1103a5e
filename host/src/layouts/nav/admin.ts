import type { AreaNav } from './types';

/** Every /admin page of the route table, grouped by what an administrator is looking after. */
export const ADMIN_NAV: AreaNav = {
  area: 'admin',
  label: 'Admin',
  home: '/admin',
  sections: [
    { links: [{ label: 'Overview', to: '/admin', icon: 'dashboard' }] },
    {
      heading: 'People',
      links: [
        { label: 'Accounts', to: '/admin/accounts', icon: 'accounts' },
        { label: 'Organizations', to: '/admin/organizations', icon: 'organizations' },
        { label: 'Registrations', to: '/admin/registrations', icon: 'registrations' },
      ],
    },
    {
      heading: 'Content',
      links: [
        { label: 'Notifications', to: '/admin/notifications', icon: 'notifications' },
        { label: 'Newsroom', to: '/admin/newsroom', icon: 'newsroom' },
        { label: 'Careers', to: '/admin/careers', icon: 'careers' },
        { label: 'Agreements', to: '/admin/agreements', icon: 'agreements' },
        { label: 'Terms Manager', to: '/admin/terms-manager', icon: 'terms' },
      ],
    },
    {
      heading: 'Operations',
      links: [
        { label: 'Security Dashboard', to: '/admin/security-dashboard', icon: 'security' },
        { label: 'Sales', to: '/admin/sales', icon: 'sales' },
        { label: 'Hours', to: '/admin/hours', icon: 'hours' },
        { label: 'Contractors', to: '/admin/contractors', icon: 'contractors' },
        { label: 'Contractor Management', to: '/admin/contractor-management', icon: 'contractorManagement' },
      ],
    },
    { heading: 'Elsewhere', links: [{ label: 'Patent dashboard', to: '/dashboard/patent', icon: 'back' }] },
  ],
};
