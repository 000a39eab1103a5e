import { TEAM_PERMISSION } from '@iprism/shared/contracts/organizations';
import { membership } from '../../guards/test-fixtures';
import { DASHBOARD_NAV } from './dashboard';
import { linksForUser, navForUser } from './nav-for-user';
import { USER_MENU_LINKS } from './user-menu';

const labels = (viewer: Parameters<typeof navForUser>[1]) => navForUser(DASHBOARD_NAV, viewer).sections.flatMap((s) => s.links.map((l) => l.label));

describe('navForUser', () => {
  it('shows a client only the pages of the client portal, and none of the tools that write', () => {
    const nav = navForUser(DASHBOARD_NAV, { client: true, memberships: [membership({ permissions: [TEAM_PERMISSION] })] });
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

  it('shows a page that requires a permission only to members holding it', () => {
    expect(labels({ client: false, memberships: [membership({ permissions: [TEAM_PERMISSION] })] })).toContain('Team');
    expect(labels({ client: false, memberships: [membership({ permissions: ['org:members:read'] })] })).not.toContain('Team');
    expect(labels({ client: false, memberships: [] })).not.toContain('Team');
  });

  it('keeps the account menu links a client may open', () => {
    expect(linksForUser(USER_MENU_LINKS, { client: true, memberships: [] }).map((l) => l.to)).toEqual(['/profile', '/dashboard/patent/account', '/settings']);
  });
});
