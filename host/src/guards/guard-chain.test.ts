/** @jest-environment node */
// Pure functions: no DOM needed (and react-router needs TextEncoder, which jsdom lacks).
import { matchRoutes } from 'react-router-dom';
import { ADMIN_REQUIRED_MESSAGE, CLIENT_ADMIN_MESSAGE, CLIENT_EDIT_MESSAGE, CLIENT_FEATURE_MESSAGE, INVITATION_TIMING_MESSAGE, LICENSE_TYPE_REQUIRED_MESSAGE, PENDING_ORGANIZATION_MESSAGE, PERMISSION_REQUIRED_MESSAGE, PERSONAL_EMAIL_MESSAGE, PILOT_NO_LICENSE_MESSAGE, TOOLBOX_NO_LICENSE_MESSAGE, type UnauthorizedReason } from '@iprism/shared/contracts/access';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { ROUTES } from '@iprism/shared/contracts/route-table';
import { evaluateAccess, type AccessInput } from './guard-chain';
import { PERSONAS, accessOf, type Persona, type PersonaName } from './test-personas';
import type { AccessDecision, GuardName } from './types';

/** The meta the router would match for a location (same ranking, decoding and case rules), as the wrapper passes it. */
const routeObjects = ROUTES.map((r) => ({ path: r.path, handle: r.meta }));
const metaFor = (pathname: string): RouteMeta | undefined => matchRoutes(routeObjects, pathname)?.at(-1)?.route.handle;

function run(location: string, persona: Persona, over: Partial<AccessInput> = {}): AccessDecision {
  const [pathname = '', query = ''] = location.split('?');
  const search = query ? `?${query}` : '';
  return evaluateAccess({
    pathname,
    search,
    routeMeta: metaFor(pathname),
    auth: { loaded: true, signedIn: true },
    user: persona.user,
    access: accessOf(persona),
    previousPath: null,
    ...over,
  });
}

const unauthorized = (guard: GuardName, reason: UnauthorizedReason, message: string): AccessDecision => ({
  type: 'redirect',
  guard,
  reason,
  message,
  to: `/unauthorized?${new URLSearchParams({ reason, message })}`,
});

const A: AccessDecision = { type: 'allow' };
const PERSONAL = unauthorized('personal-email', 'personal-email', PERSONAL_EMAIL_MESSAGE);
const C_ADMIN = unauthorized('client-portal', 'client-access', CLIENT_ADMIN_MESSAGE);
const C_FEAT = unauthorized('client-portal', 'client-access', CLIENT_FEATURE_MESSAGE);
const C_TAB: AccessDecision = { type: 'redirect', guard: 'client-portal', to: '/dashboard/patent/account?tab=myAccount' };
const PENDING: AccessDecision = {
  type: 'redirect',
  guard: 'pending-organization',
  message: PENDING_ORGANIZATION_MESSAGE,
  to: `/dashboard/patent/account?${new URLSearchParams({ tab: 'organization', pending: 'true', message: PENDING_ORGANIZATION_MESSAGE })}`,
};
const PILOT = unauthorized('pilot-access', 'no-license', PILOT_NO_LICENSE_MESSAGE);
const TOOLBOX = unauthorized('toolbox-access', 'no-license', TOOLBOX_NO_LICENSE_MESSAGE);
const ADMIN = unauthorized('admin-access', 'admin-required', ADMIN_REQUIRED_MESSAGE);
const TYPE = unauthorized('route-requirements', 'no-license', LICENSE_TYPE_REQUIRED_MESSAGE);

const PATHS = [
  '/dashboard/patent',
  '/dashboard/patent/account?tab=organization',
  '/dashboard/patent/classification-explorer',
  '/dashboard/scout',
  '/dashboard/toolbox/formfill',
  '/admin',
  '/admin/accounts',
  '/dashboard/trademark',
  '/profile',
  '/unauthorized',
  '/newsroom/abc',
  '/sign-in/factor-two',
] as const;

// Columns follow PATHS: patent, account?tab=organization, classification-explorer, scout, toolbox/formfill,
// admin, admin/accounts, trademark, profile, unauthorized, newsroom/abc, sign-in/factor-two.
const MATRIX: Record<PersonaName, readonly AccessDecision[]> = {
  staffAdmin: /*           */ [A, A, A, A, A, A, A, A, A, A, A, A],
  employee: /*             */ [A, A, A, A, A, TYPE, A, A, A, A, A, A],
  developer: /*            */ [A, A, A, A, A, TYPE, A, TYPE, A, A, A, A],
  lawFirmProAdmin: /*      */ [A, A, A, A, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
  lawFirmStandardMember: /**/ [A, A, A, A, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
  lawFirmGmail: /*         */ [PERSONAL, PERSONAL, PERSONAL, A, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
  clientPortal: /*         */ [A, C_TAB, C_FEAT, A, C_FEAT, C_ADMIN, C_ADMIN, C_FEAT, A, A, A, A],
  orgStandard: /*          */ [A, A, A, A, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
  eduStandard: /*          */ [A, A, A, A, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
  toolboxOnly: /*          */ [PILOT, PILOT, PILOT, PILOT, A, ADMIN, ADMIN, TYPE, A, A, A, A],
  pendingNoLicense: /*     */ [PENDING, A, PENDING, PILOT, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
  noLicense: /*            */ [PILOT, PILOT, PILOT, PILOT, TOOLBOX, ADMIN, ADMIN, TYPE, A, A, A, A],
};

describe.each(Object.keys(MATRIX) as PersonaName[])('guard chain for the %s persona', (name) => {
  it.each(PATHS.map((path, i) => [path, MATRIX[name][i]] as const))('%s', (path, expected) => {
    expect(run(path, PERSONAS[name])).toEqual(expected);
  });
});

describe('guard chain: SPEC §4 steps 1–2', () => {
  const signedOut = { auth: { loaded: true, signedIn: false }, user: null, access: null };
  const loading = { auth: { loaded: false, signedIn: false }, user: null, access: null };

  it.each(['/unauthorized', '/newsroom/abc', '/sign-in/factor-two', '/', '/agreement/tok_1'])('allows public %s signed out and while loading', (path) => {
    expect(run(path, PERSONAS.noLicense, signedOut)).toEqual(A);
    expect(run(path, PERSONAS.noLicense, loading)).toEqual(A);
  });

  it('waits for the identity provider before anything protected', () => {
    expect(run('/profile', PERSONAS.staffAdmin, loading)).toEqual({ type: 'wait' });
  });

  it('sends a signed-out visitor to /sign-in with the full original path and query, encoded', () => {
    expect(run('/dashboard/patent/account?tab=organization', PERSONAS.noLicense, signedOut)).toEqual({
      type: 'redirect',
      guard: 'sign-in',
      to: '/sign-in?redirect_url=%2Fdashboard%2Fpatent%2Faccount%3Ftab%3Dorganization',
    });
  });

  it('requires sign-in for routes marked public false (onboarding) and for unknown routes', () => {
    expect(run('/onboarding/welcome', PERSONAS.noLicense, signedOut)).toMatchObject({ guard: 'sign-in' });
    expect(run('/nowhere', PERSONAS.noLicense, signedOut)).toMatchObject({ guard: 'sign-in' });
  });

  it('waits while the user or the first licence lookup is missing', () => {
    expect(run('/profile', PERSONAS.staffAdmin, { user: null })).toEqual({ type: 'wait' });
    expect(run('/profile', PERSONAS.staffAdmin, { access: null })).toEqual({ type: 'wait' });
  });
});

describe('guard chain: order and edge rules (SPEC §5)', () => {
  const gmailClient: Persona = { user: { ...PERSONAS.clientPortal.user, primaryEmail: 'c@gmail.com' }, license: PERSONAS.lawFirmGmail.license };
  const pendingClient: Persona = { ...PERSONAS.pendingNoLicense, user: { ...PERSONAS.pendingNoLicense.user, publicMetadata: { role: 'client', organizationStatus: 'pending_assignment' } } };

  it('a gmail client-portal user with a law-firm licence meets the client rule, not personal-email', () => {
    expect(run('/dashboard/patent/classification-explorer', gmailClient)).toEqual(C_FEAT);
    expect(run('/dashboard/patent', gmailClient)).toEqual(A);
  });

  it('client-portal comes before pending organisation', () => {
    expect(run('/dashboard/patent/upgrade', pendingClient)).toEqual(C_FEAT);
  });

  it('pending organisation comes before pilot access, and opens account, settings and support', () => {
    expect(run('/dashboard/patent/priorart', PERSONAS.pendingNoLicense)).toEqual(PENDING);
    expect(run('/dashboard/patent/settings', PERSONAS.pendingNoLicense)).toEqual(A);
    expect(run('/dashboard/patent/support', PERSONAS.pendingNoLicense)).toEqual(A);
  });

  it('admin access comes before the admin-root route requirement', () => {
    expect(run('/admin', PERSONAS.lawFirmProAdmin)).toEqual(ADMIN);
  });

  it('exempts /dashboard/patent/settings from the personal-email rule', () => {
    expect(run('/dashboard/patent/settings', PERSONAS.lawFirmGmail)).toEqual(A);
  });

  it('blocks a client from any page ending in new, edit or create', () => {
    expect(run('/dashboard/patent/archives/new', PERSONAS.clientPortal)).toEqual(unauthorized('client-portal', 'client-access', CLIENT_EDIT_MESSAGE));
  });

  it('reports invitation-timing instead of no-license right after accepting an invitation', () => {
    const timing = unauthorized('pilot-access', 'invitation-timing', INVITATION_TIMING_MESSAGE);
    expect(run('/dashboard/patent?invitation_accepted=true', PERSONAS.noLicense)).toEqual(timing);
    expect(run('/dashboard/patent', PERSONAS.noLicense, { previousPath: '/accept-invite' })).toEqual(timing);
  });

  it('denies a route with required types when the licence lookup failed', () => {
    expect(run('/dashboard/trademark', { ...PERSONAS.staffAdmin, license: null })).toEqual(TYPE);
  });

  it('gates a requiredPermission route on the memberships', () => {
    const routeMeta: RouteMeta = { public: false, requiredPermission: 'org:admin_dashboard:access' };
    expect(run('/dashboard/litigate', PERSONAS.lawFirmProAdmin, { routeMeta })).toEqual(A);
    expect(run('/dashboard/litigate', PERSONAS.lawFirmStandardMember, { routeMeta })).toEqual(unauthorized('route-requirements', 'no-license', PERMISSION_REQUIRED_MESSAGE));
  });

  it('guards the areas whatever the case or escaping of the path', () => {
    expect(run('/ADMIN/Accounts', PERSONAS.noLicense)).toEqual(ADMIN);
    expect(run('/%61dmin', PERSONAS.noLicense)).toEqual(ADMIN);
    expect(run('/Dashboard/Patent/', PERSONAS.lawFirmGmail)).toEqual(PERSONAL);
  });

  it('still guards the area of an unknown path, and allows an unknown path elsewhere (the 404 renders)', () => {
    expect(run('/dashboard/patent/unknown', PERSONAS.noLicense)).toEqual(PILOT);
    expect(run('/nowhere', PERSONAS.noLicense)).toEqual(A);
  });
});

describe('guard chain: /dashboard is the signed-in home', () => {
  it.each(['staffAdmin', 'employee', 'developer', 'lawFirmProAdmin', 'lawFirmStandardMember', 'clientPortal', 'orgStandard', 'eduStandard', 'toolboxOnly', 'noLicense'] as const)(
    'opens for %s (the page lists what the licence opens)',
    (name) => {
      expect(run('/dashboard', PERSONAS[name])).toEqual(A);
    },
  );

  it('opens for a pending user and a personal e-mail too: those guards cover the patent dashboard only', () => {
    expect(run('/dashboard', PERSONAS.pendingNoLicense)).toEqual(A);
    expect(run('/dashboard', PERSONAS.lawFirmGmail)).toEqual(A);
  });

  it('does not apply signed out: sign-in comes first', () => {
    expect(run('/dashboard', PERSONAS.noLicense, { auth: { loaded: true, signedIn: false }, user: null, access: null })).toMatchObject({ guard: 'sign-in' });
  });
});

describe('guard chain: the fragment of a signed-out visit', () => {
  it('is kept in redirect_url', () => {
    const decision = run('/dashboard/patent/archives?x=1', PERSONAS.noLicense, { auth: { loaded: true, signedIn: false }, user: null, access: null, hash: '#y' });
    expect(decision).toEqual({ type: 'redirect', guard: 'sign-in', to: '/sign-in?redirect_url=%2Fdashboard%2Fpatent%2Farchives%3Fx%3D1%23y' });
  });
});

describe('guard chain: route rules (SPEC §7)', () => {
  const rule = (over: { redirect?: string | null; off?: string[] } = {}) => ({
    redirect: over.redirect ?? null,
    guards: { personalEmail: true, clientPortal: true, pendingOrganization: true, pilot: true, toolbox: true, admin: true, ...Object.fromEntries((over.off ?? []).map((g) => [g, false])) },
  });

  it('sends the user to a rule redirect before any guard, signed in or not, but not to the page already open', () => {
    expect(run('/dashboard/patent/archives', PERSONAS.noLicense, { routeRule: rule({ redirect: '/dashboard/patent/analytics' }) })).toEqual({ type: 'redirect', guard: 'route-rule', to: '/dashboard/patent/analytics' });
    expect(run('/old-page', PERSONAS.noLicense, { auth: { loaded: true, signedIn: false }, user: null, access: null, routeRule: rule({ redirect: '/pricing' }) })).toMatchObject({ guard: 'route-rule', to: '/pricing' });
    expect(run('/pricing', PERSONAS.noLicense, { routeRule: rule({ redirect: '/Pricing/' }) })).toEqual(A);
  });

  it('skips a guard the rule turns off, and only that one', () => {
    expect(run('/dashboard/patent/priorart', PERSONAS.lawFirmGmail)).toEqual(PERSONAL);
    expect(run('/dashboard/patent/priorart', PERSONAS.lawFirmGmail, { routeRule: rule({ off: ['personalEmail'] }) })).toEqual(A);
    expect(run('/admin/accounts', PERSONAS.noLicense, { routeRule: rule({ off: ['personalEmail'] }) })).toMatchObject({ guard: 'admin-access' });
  });

  it('waits for the rule on a protected page, and does not hold a public page for it', () => {
    expect(run('/dashboard/patent/priorart', PERSONAS.staffAdmin, { routeRule: 'loading' })).toEqual({ type: 'wait' });
    expect(run('/pricing', PERSONAS.staffAdmin, { routeRule: 'loading' })).toEqual(A);
  });
});
