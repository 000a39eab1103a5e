import { clientNav, clientLinks } from './client-nav';
import { DASHBOARD_NAV } from './dashboard';
import { USER_MENU_LINKS } from './user-menu';

describe('clientNav', () => {
  it('shows a client only the pages of the client portal, and none of the tools that write', () => {
    const nav = clientNav(DASHBOARD_NAV);
    expect(nav.sections.flatMap((s) => s.links.map((l) => l.label))).toEqual([
      'Dashboard',
      'Prior Art',
      'Analytics',
      'Archives',
      'Pdf Viewer',
      'Account Settings',
      'Support & Documentation',
      'Documentation',
      'Scout',
    ]);
    expect(nav.sections.find((s) => s.heading === 'Other tools')?.links.map((l) => l.label)).toEqual(['Scout']);
  });

  it('keeps the account menu links a client may open', () => {
    expect(clientLinks(USER_MENU_LINKS).map((l) => l.to)).toEqual(['/profile', '/dashboard/patent/account', '/settings']);
  });
});
