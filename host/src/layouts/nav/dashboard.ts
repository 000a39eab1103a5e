import type { AreaNav } from './types';

/** The patent dashboard (SPEC §2 "Patent dashboard"), its account pages and the other signed-in tools. */
export const DASHBOARD_NAV: AreaNav = {
  area: 'dashboard',
  label: 'Patent dashboard',
  home: '/dashboard/patent',
  sections: [
    {
      links: [
        { label: 'Dashboard', to: '/dashboard/patent', icon: 'dashboard' },
        { label: 'Drafting', to: '/dashboard/patent/drafting', icon: 'drafting' },
        { label: 'Prior Art', to: '/dashboard/patent/priorart', icon: 'priorArt' },
        { label: 'Analytics', to: '/dashboard/patent/analytics', icon: 'analytics' },
        { label: 'Archives', to: '/dashboard/patent/archives', icon: 'archives' },
        { label: 'Classification Explorer', to: '/dashboard/patent/classification-explorer', icon: 'classification' },
        { label: 'Pdf Viewer', to: '/dashboard/patent/pdfviewer', icon: 'pdf' },
        { label: 'Team', to: '/dashboard/patent/team', icon: 'team' },
      ],
    },
    {
      heading: 'Account & help',
      links: [
        { label: 'Account Settings', to: '/dashboard/patent/account', icon: 'account' },
        { label: 'Settings', to: '/dashboard/patent/settings', icon: 'settings' },
        { label: 'Support & Documentation', to: '/dashboard/patent/support', icon: 'support' },
        { label: 'Documentation', to: '/dashboard/patent/documentation', icon: 'documentation' },
        { label: 'Upgrade', to: '/dashboard/patent/upgrade', icon: 'upgrade' },
      ],
    },
    {
      heading: 'Other tools',
      links: [
        { label: 'Scout', to: '/dashboard/scout', icon: 'scout' },
        { label: 'Toolbox', to: '/dashboard/toolbox', icon: 'toolbox' },
        { label: 'Litigation', to: '/dashboard/litigate', icon: 'litigation' },
        { label: 'Translation', to: '/dashboard/translate', icon: 'translation' },
        { label: 'Acquisitions', to: '/dashboard/acquisitions', icon: 'acquisitions' },
        { label: 'Trademark', to: '/dashboard/trademark', icon: 'trademark' },
        { label: 'Subscription', to: '/dashboard/subscription', icon: 'subscription' },
      ],
    },
  ],
};
