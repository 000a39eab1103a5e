import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { NEW_PASSWORD, apiSignIn, callerFor, freshEmail, linkFromOutbox, type ApiCaller } from '../support/identity';
import { SignUpScreen } from '../support/pages/auth-forms';
import { UnauthorizedScreen, locationOf } from '../support/pages/unauthorized-screen';
import { DEMO, DEMO_PASSWORD } from '../support/sign-in';
import { SPEC_MESSAGES as MSG } from '../support/spec-messages';

const LAW_FIRM = 'Harper & Lowe LLP';

interface Invitation {
  id: string;
  email: string;
  role: string;
  clientPortal: boolean;
}

/** Undoes what the test added to the shared demo law firm: the member it gained and any invitation still open. */
async function restoreLawFirm(request: APIRequestContext, admin: ApiCaller, invitationId: string | null, memberId: string | null): Promise<void> {
  if (memberId) {
    const removed = await request.delete(`/api/organizations/current/members/${memberId}`, { headers: await admin.mutatingHeaders() });
    expect([204, 404]).toContain(removed.status());
  }
  if (invitationId) {
    // 404 once accepted: an accepted invitation is no longer open.
    const revoked = await request.delete(`/api/organizations/current/invitations/${invitationId}`, { headers: await admin.mutatingHeaders() });
    expect([204, 404]).toContain(revoked.status());
  }
}

async function browserCaller(page: Page): Promise<ApiCaller> {
  const token = await page.evaluate(async () => (await window.__IPRISM_IDENTITY__?.getToken()) ?? null);
  expect(token, 'a signed-in browser').not.toBeNull();
  return callerFor(page.request, token!);
}

test.describe('invitations', () => {
  test('a law-firm admin invites a new address; the invitee signs up from the link, accepts and joins the firm', async ({ page, request, consoleWatch }) => {
    void consoleWatch;
    const invitee = freshEmail('idn-invitee');
    const admin = await apiSignIn(request, DEMO.pro, DEMO_PASSWORD);
    let invitationId: string | null = null;
    let memberId: string | null = null;

    try {
      // 1. pro@lawfirm.example (the firm's organisation admin) invites over the API, with bearer and security token.
      const created = await request.post('/api/organizations/current/invitations', {
        headers: await admin.mutatingHeaders(),
        data: { email: invitee, role: 'org:member' },
      });
      expect(created.status()).toBe(201);
      const invitation = (await created.json()) as Invitation;
      invitationId = invitation.id;
      expect(invitation).toMatchObject({ email: invitee, role: 'org:member', clientPortal: false });

      // 2. The invitee opens the mailed link signed out and creates an account from there.
      const inviteLink = await linkFromOutbox(request, invitee, 'invitation', '/accept-invite');
      await page.goto(inviteLink);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Join ${LAW_FIRM}`);
      await expect(page.getByTestId('invite-organization')).toHaveText(LAW_FIRM);
      await expect(page.getByTestId('invite-role')).toHaveText('Member');
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect.poll(() => locationOf(page)).toEqual({ path: '/sign-up', query: { redirect_url: inviteLink }, hash: '' });

      const signUp = new SignUpScreen(page);
      await signUp.name.fill('Ivo Invitee');
      await signUp.email.fill(invitee);
      await signUp.password.fill(NEW_PASSWORD);
      await signUp.terms.check();
      await signUp.submit.click();
      await expect.poll(() => locationOf(page).path).toBe('/verification-sent');

      // 3. The verification link brings the new user back to the invitation, signed in.
      await page.goto(await linkFromOutbox(request, invitee, 'verify-email', '/sign-up/verify'));
      await expect.poll(() => `${locationOf(page).path}?token=${locationOf(page).query.token}`).toBe(inviteLink);
      const accept = page.getByRole('button', { name: `Accept and join ${LAW_FIRM}` });
      await expect(accept).toBeVisible();

      // 4. Accepting goes on with invitation_accepted=true; the firm assigns licences per person, so the
      //    new member has none yet and the guards say the organisation is still being set up.
      const landed = page.waitForURL((url) => url.pathname === '/dashboard/patent' && url.searchParams.get('invitation_accepted') === 'true');
      await accept.click();
      await landed;
      await new UnauthorizedScreen(page).expectRefusal('invitation-timing', MSG.invitationTiming);

      // 5. The invitee is now a member of Harper & Lowe, in the session the browser holds.
      const inviteeCaller = await browserCaller(page);
      memberId = inviteeCaller.userId;
      const account = (await (await page.request.get('/api/account', { headers: inviteeCaller.headers() })).json()) as {
        email: string;
        organizationId: { name: string; members: { userId: string; role: string }[] } | null;
      };
      expect(account.email).toBe(invitee);
      expect(account.organizationId?.name).toBe(LAW_FIRM);
      expect(account.organizationId?.members).toContainEqual({ userId: memberId, role: 'member' });

      // The admin sees the new member and no open invitation for the address any more.
      const current = (await (await request.get('/api/organizations/current', { headers: admin.headers() })).json()) as {
        members: { id: string; email: string; role: string }[];
        invitations: { email: string }[];
      };
      expect(current.members).toContainEqual(expect.objectContaining({ id: memberId, email: invitee, role: 'org:member' }));
      expect(current.invitations.map((i) => i.email)).not.toContain(invitee);
    } finally {
      await restoreLawFirm(request, admin, invitationId, memberId);
    }
  });
});
