import { cameFromAcceptInvite, dashboardSection, hasInvitationAcceptedFlag, justAcceptedInvitation } from './navigation';

describe('navigation context', () => {
  it('reads invitation_accepted=true from the query, and nothing else', () => {
    expect(hasInvitationAcceptedFlag(new URLSearchParams('?invitation_accepted=true'))).toBe(true);
    expect(hasInvitationAcceptedFlag(new URLSearchParams('?invitation_accepted=1'))).toBe(false);
    expect(hasInvitationAcceptedFlag(new URLSearchParams(''))).toBe(false);
  });

  it('knows when the previous page was /accept-invite', () => {
    expect(cameFromAcceptInvite('/accept-invite')).toBe(true);
    expect(cameFromAcceptInvite('/Accept-Invite/')).toBe(true);
    expect(cameFromAcceptInvite('/accept-invites')).toBe(false);
    expect(cameFromAcceptInvite(null)).toBe(false);
  });

  it('treats either signal as a just-accepted invitation', () => {
    expect(justAcceptedInvitation(new URLSearchParams('invitation_accepted=true'), null)).toBe(true);
    expect(justAcceptedInvitation(new URLSearchParams(''), '/accept-invite')).toBe(true);
    expect(justAcceptedInvitation(new URLSearchParams(''), '/pricing')).toBe(false);
  });

  it('names the dashboard section of a path', () => {
    expect(dashboardSection('/dashboard/patent/priorart')).toBe('patent');
    expect(dashboardSection('/dashboard/scout')).toBe('scout');
    expect(dashboardSection('/dashboard/toolbox/formfill')).toBe('toolbox');
    expect(dashboardSection('/dashboard/trademark')).toBe('trademark');
    expect(dashboardSection('/dashboard')).toBe('home');
    expect(dashboardSection('/admin/accounts')).toBe('admin');
    expect(dashboardSection('/employee/hours')).toBe('employee');
  });

  it('gives no section outside the dashboards', () => {
    expect(dashboardSection('/profile')).toBeNull();
    expect(dashboardSection('/pricing')).toBeNull();
    expect(dashboardSection(null)).toBeNull();
  });
});
