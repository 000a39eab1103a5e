import type { FastifyInstance } from 'fastify';
import {
  CLIENT_EDIT_MESSAGE,
  CurrentOrganizationSchema,
  INVITATION_WRONG_EMAIL_MESSAGE,
  InvitationPreviewSchema,
  LAST_ADMIN_MESSAGE,
  OPEN_INVITATION_MESSAGE,
  OrganizationSchema,
} from '@iprism/shared/contracts';
import { insertApplication } from '../../src/modules/applications/repositories/applications';
import { listOutboxEmails } from '../../src/platform/mail/repositories/outbox';
import { findUserByEmail } from '../../src/modules/accounts/repositories/users';
import { createLawFirm, createOrganization, createUser } from '../factories';
import { buildTestApp } from '../helper';
import { signInAs } from '../session-helper';

/** The token of the newest accept-invite link mailed to `to` (the dev outbox stands in for SMTP). */
async function invitationTokenFor(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await listOutboxEmails(app.db, to, 1);
  const match = mail ? /\/accept-invite\?token=([\w-]+)/.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no invitation mailed to ${to}`);
  return match[1];
}

describe('organisations and invitations', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await createLawFirm(app, { admin: { email: 'pro@lawfirm.example', password: 'iprism-demo' }, member: { email: 'standard@lawfirm.example' } });
    await createOrganization(app, { name: 'Acme Robotics Inc.', licenseType: 'PilotOrgStandard', members: [{ email: 'org@company.example', role: 'org:admin' }] });
    await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ email: 'edu@university.example', role: 'org:admin' }] });
    await createUser(app, { email: 'pending@newfirm.example', organizationStatus: 'pending_assignment' });
    await createUser(app, { email: 'nolicense@company.example' });
    await createUser(app, { email: 'toolbox@lawfirm.example', licenseType: 'ToolboxLawFirmStandard' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('signs an account in with its password through the real sign-in route', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'pro@lawfirm.example', password: 'iprism-demo' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { primaryEmail: 'pro@lawfirm.example', emailVerified: true } });
  });

  it('creates an organisation with a unique slug and makes the caller its admin', async () => {
    const caller = await signInAs(app, 'pending@newfirm.example');
    const first = await caller.call({ method: 'POST', url: '/api/organizations', payload: { name: 'Harper & Lowe LLP' } });
    expect(first.statusCode).toBe(201);
    const org = OrganizationSchema.parse(first.json());
    expect(org).toMatchObject({ name: 'Harper & Lowe LLP', slug: 'harper-and-lowe-llp', adminId: caller.userId });
    expect((await findUserByEmail(app.db, 'pending@newfirm.example'))?.organizationStatus).toBeNull();

    const again = await caller.call({ method: 'POST', url: '/api/organizations', payload: { name: 'Harper & Lowe LLP' } });
    expect(again.json()).toMatchObject({ slug: 'harper-and-lowe-llp-2' });

    // A fresh token for the new organisation (what the refresh after creation returns) sees it as current.
    const inOrg = await signInAs(app, 'pending@newfirm.example', { orgId: org.id });
    const current = CurrentOrganizationSchema.parse((await inOrg.call({ method: 'GET', url: '/api/organizations/current' })).json());
    expect(current.members).toEqual([expect.objectContaining({ id: caller.userId, role: 'org:admin', permissions: expect.arrayContaining(['org:admin_dashboard:access', 'org:members:manage']) })]);
    const session = await app.db.query<{ active_organization_id: string }>('SELECT active_organization_id FROM sessions WHERE id = $1', [caller.sessionId]);
    expect(session.rows[0]?.active_organization_id).toBe(again.json().id);
  });

  it('puts a user in the pending state while they wait for an invitation', async () => {
    const caller = await signInAs(app, 'nolicense@company.example');
    expect((await caller.call({ method: 'POST', url: '/api/onboarding/pending' })).json()).toEqual({ organizationStatus: 'pending_assignment' });
    expect((await findUserByEmail(app.db, 'nolicense@company.example'))?.organizationStatus).toBe('pending_assignment');
  });

  it('invites by e-mail, previews publicly and lets the invited user accept', async () => {
    const admin = await signInAs(app, 'org@company.example');
    const created = await admin.call({ method: 'POST', url: '/api/organizations/current/invitations', payload: { email: 'Newhire@Company.example', role: 'org:member' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'newhire@company.example', role: 'org:member', clientPortal: false });
    const [mail] = await listOutboxEmails(app.db, 'newhire@company.example', 1);
    expect(mail).toMatchObject({ kind: 'invitation', subject: expect.stringContaining('Acme Robotics Inc.') });
    expect(mail?.text).toContain('http://localhost:8080/accept-invite?token=');
    const token = await invitationTokenFor(app, 'newhire@company.example');

    const preview = InvitationPreviewSchema.parse((await app.inject({ method: 'GET', url: `/api/invitations/${token}` })).json());
    expect(preview).toEqual({ organizationName: 'Acme Robotics Inc.', email: 'newhire@company.example', role: 'org:member', expired: false });
    expect((await app.inject({ method: 'GET', url: '/api/invitations/not-a-token' })).statusCode).toBe(404);

    // Pending list for the admin.
    const current = CurrentOrganizationSchema.parse((await admin.call({ method: 'GET', url: '/api/organizations/current' })).json());
    expect(current.invitations.map((i) => i.email)).toContain('newhire@company.example');

    // The wrong person cannot use the link.
    const stranger = await signInAs(app, 'toolbox@lawfirm.example');
    expect((await stranger.call({ method: 'POST', url: '/api/invitations/accept', payload: { token } })).json()).toMatchObject({ statusCode: 403, message: INVITATION_WRONG_EMAIL_MESSAGE });

    // A second user signs up with the invited address and accepts.
    await createUser(app, { email: 'newhire@company.example', name: 'New Hire', organizationStatus: 'pending_assignment' });
    const newcomer = await signInAs(app, 'newhire@company.example');
    const accepted = await newcomer.call({ method: 'POST', url: '/api/invitations/accept', payload: { token } });
    expect(accepted.json()).toEqual({ organizationId: current.organization.id });
    expect((await findUserByEmail(app.db, 'newhire@company.example'))?.organizationStatus).toBeNull();

    // The link is spent; the newcomer now holds a seat of the organisation licence.
    expect((await newcomer.call({ method: 'POST', url: '/api/invitations/accept', payload: { token } })).statusCode).toBe(404);
    const joined = await signInAs(app, 'newhire@company.example');
    expect((await joined.call({ method: 'GET', url: '/api/account/user/license-info' })).json()).toMatchObject({ hasValidLicense: true, licenseType: 'PilotOrgStandard' });
  });

  it('makes a client-portal invitee read-only', async () => {
    const admin = await signInAs(app, 'pro@lawfirm.example');
    await admin.call({ method: 'POST', url: '/api/organizations/current/invitations', payload: { email: 'ceo@clientco.example', role: 'org:member', clientPortal: true } });
    const token = await invitationTokenFor(app, 'ceo@clientco.example');
    await createUser(app, { email: 'ceo@clientco.example', name: 'Client CEO' });
    const invitee = await signInAs(app, 'ceo@clientco.example');
    expect((await invitee.call({ method: 'POST', url: '/api/invitations/accept', payload: { token } })).statusCode).toBe(200);
    expect((await findUserByEmail(app.db, 'ceo@clientco.example'))?.publicRole).toBe('client');
    const after = await signInAs(app, 'ceo@clientco.example');
    expect((await after.call({ method: 'POST', url: '/api/organizations', payload: { name: 'Side Project' } })).json()).toMatchObject({ message: CLIENT_EDIT_MESSAGE });
  });

  it('revokes and resends invitations of the active organisation only', async () => {
    const admin = await signInAs(app, 'edu@university.example');
    const inv = (await admin.call({ method: 'POST', url: '/api/organizations/current/invitations', payload: { email: 'ta@university.example', role: 'org:admin' } })).json();
    const firstToken = await invitationTokenFor(app, 'ta@university.example');
    const resent = await admin.call({ method: 'POST', url: '/api/invitations/resend-to-email', payload: { invitationId: inv.id }, csrf: false });
    expect(resent.statusCode).toBe(200);
    const secondToken = await invitationTokenFor(app, 'ta@university.example');
    expect(secondToken).not.toBe(firstToken);
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${firstToken}` })).statusCode).toBe(404);

    const otherAdmin = await signInAs(app, 'org@company.example');
    expect((await otherAdmin.call({ method: 'DELETE', url: `/api/organizations/current/invitations/${inv.id}` })).statusCode).toBe(404);
    expect((await admin.call({ method: 'DELETE', url: `/api/organizations/current/invitations/${inv.id}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${secondToken}` })).statusCode).toBe(404);
  });

  it('refuses an invitation for an existing member', async () => {
    const admin = await signInAs(app, 'pro@lawfirm.example');
    const res = await admin.call({ method: 'POST', url: '/api/organizations/current/invitations', payload: { email: 'standard@lawfirm.example', role: 'org:member' } });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a second open invitation for the same person, in any letter case, until the first is revoked', async () => {
    const admin = await signInAs(app, 'pro@lawfirm.example');
    const invite = (email: string) => admin.call({ method: 'POST', url: '/api/organizations/current/invitations', payload: { email, role: 'org:member' } });
    const first = await invite('paralegal@lawfirm.example');
    expect(first.statusCode).toBe(201);
    expect((await invite('Paralegal@LawFirm.example')).json()).toMatchObject({ statusCode: 409, code: 'CONFLICT', message: OPEN_INVITATION_MESSAGE });
    const open = CurrentOrganizationSchema.parse((await admin.call({ method: 'GET', url: '/api/organizations/current' })).json()).invitations;
    expect(open.filter((i) => i.email === 'paralegal@lawfirm.example')).toHaveLength(1);
    expect((await admin.call({ method: 'DELETE', url: `/api/organizations/current/invitations/${first.json().id}` })).statusCode).toBe(204);
    expect((await invite('paralegal@lawfirm.example')).statusCode).toBe(201);
  });

  it('changes roles and removes members, but never the last admin', async () => {
    const admin = await signInAs(app, 'pro@lawfirm.example');
    const standard = await signInAs(app, 'standard@lawfirm.example');
    expect((await admin.call({ method: 'PATCH', url: `/api/organizations/current/members/${admin.userId}`, payload: { role: 'org:member' } })).json()).toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
    expect((await admin.call({ method: 'DELETE', url: `/api/organizations/current/members/${admin.userId}` })).statusCode).toBe(409);

    const promoted = await admin.call({ method: 'PATCH', url: `/api/organizations/current/members/${standard.userId}`, payload: { role: 'org:admin' } });
    expect(promoted.json()).toMatchObject({ id: standard.userId, role: 'org:admin', permissions: expect.arrayContaining(['org:admin_dashboard:access']) });
    // With two admins the recorded admin may step down, and the SPEC §6 adminId moves to the other admin.
    expect((await admin.call({ method: 'PATCH', url: `/api/organizations/current/members/${admin.userId}`, payload: { role: 'org:member' } })).statusCode).toBe(200);
    const account = (await standard.call({ method: 'GET', url: '/api/account' })).json();
    expect(account.organizationId.adminId).toBe(standard.userId);
    // The demoted admin lost org-admin routes at once, whatever their token says.
    expect((await admin.call({ method: 'DELETE', url: `/api/organizations/current/members/${standard.userId}` })).statusCode).toBe(403);

    const newAdmin = await signInAs(app, 'standard@lawfirm.example');
    expect((await newAdmin.call({ method: 'DELETE', url: `/api/organizations/current/members/${admin.userId}` })).statusCode).toBe(204);
    expect((await newAdmin.call({ method: 'DELETE', url: `/api/organizations/current/members/${admin.userId}` })).statusCode).toBe(404);

    // The removed admin's token names the organisation until it expires; its applications are out of reach at once.
    const firmApplication = await insertApplication(app.db, { ownerUserId: newAdmin.userId, organizationId: account.organizationId.id, title: 'Kept in the firm' });
    expect((await newAdmin.call({ method: 'GET', url: '/api/applications' })).body).toContain(firmApplication.id);
    const removedView = await admin.call({ method: 'GET', url: '/api/applications' });
    expect(removedView.statusCode).toBe(200);
    expect(removedView.body).not.toContain(firmApplication.id);
  });
});
