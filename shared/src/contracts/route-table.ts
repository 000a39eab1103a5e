import type { LayoutName, RemoteName, RouteMeta } from './routes';

/** Where a page comes from: an exposed module of a remote, or a screen the host owns. */
export type PageSource = { remote: RemoteName; module: string } | { host: HostPage };

/** Screens the host owns because they belong to identity and the guard chain. */
export type HostPage =
  | 'SignIn'
  | 'SignUp'
  | 'Unauthorized'
  | 'AcceptInvite'
  | 'OnboardingWelcome'
  | 'OnboardingOrganization'
  | 'OnboardingComplete';

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  title: string;
  layout: LayoutName;
  page: PageSource;
  meta: RouteMeta;
}

const PUBLIC: RouteMeta = { public: true };
const SIGNED_IN: RouteMeta = { public: false };

const m = (module: string): PageSource => ({ remote: 'marketing', module });
const p = (module: string): PageSource => ({ remote: 'patent', module });
const s = (module: string): PageSource => ({ remote: 'scout', module });
const t = (module: string): PageSource => ({ remote: 'toolbox', module });
const a = (module: string): PageSource => ({ remote: 'admin', module });
const e = (module: string): PageSource => ({ remote: 'employee', module });
const h = (host: HostPage): PageSource => ({ host });

function pub(path: string, title: string, page: PageSource, layout: LayoutName = 'default'): RouteDef {
  return { path, title, layout, page, meta: PUBLIC };
}

function admin(path: string, title: string, module: string, meta: RouteMeta = SIGNED_IN): RouteDef {
  return { path, title, layout: 'admin', page: a(module), meta };
}

function patent(path: string, title: string, module: string, meta: RouteMeta = SIGNED_IN): RouteDef {
  return { path, title, layout: 'dashboard', page: p(module), meta };
}

/**
 * Every route of SPEC §2, and the team page, with its title, layout and meta. The one route table. Types only from the shared
 * package here: this module loads before federation shares it, so the licence types of the admin root and
 * trademark are written out and a unit test holds them equal to the area table's (contracts/areas.ts), as is the
 * team page's permission (TEAM_PERMISSION, contracts/organizations.ts).
 */
export const ROUTES: readonly RouteDef[] = [
  // Public
  pub('/', 'Home', m('./Home')),
  pub('/test', 'Test', m('./Test')),
  pub('/prose', 'Prose', m('./Prose')),
  pub('/terms', 'Terms of Service', m('./Terms')),
  pub('/careers', 'Careers', m('./Careers')),
  pub('/contact', 'Contact', m('./Contact')),
  pub('/pricing', 'Pricing', m('./Pricing')),
  pub('/privacy', 'Privacy Policy', m('./Privacy')),
  pub('/sign-up/*', 'Sign Up', h('SignUp'), 'none'),
  pub('/support', 'Support', m('./Support')),
  pub('/feedback', 'Feedback', m('./Feedback')),
  pub('/products', 'Products', m('./Products')),
  pub('/security', 'Security', m('./Security')),
  pub('/thank-you', 'Thank You', m('./ThankYou')),
  pub('/logger-test', 'Logger Test', m('./LoggerTest')),
  pub('/unsubscribe', 'Unsubscribe', m('./Unsubscribe')),
  pub('/unauthorized', 'Unauthorized', h('Unauthorized')),
  pub('/accept-invite', 'Accept Invitation', h('AcceptInvite'), 'none'),
  pub('/accessibility', 'Accessibility', m('./Accessibility')),
  pub('/dev-csrf-test', 'CSRF Test', m('./DevCsrfTest')),
  pub('/documentation', 'Documentation', m('./Documentation')),
  pub('/newsroom', 'Newsroom', m('./Newsroom')),
  pub('/newsroom/:id', 'Newsroom', m('./NewsroomArticle')),
  pub('/sign-in/*', 'Sign In', h('SignIn'), 'none'),
  pub('/agreement/:token', 'Agreement', m('./Agreement')),
  pub('/verification-sent', 'Verification Sent', m('./VerificationSent')),
  pub('/about', 'About', m('./About')),

  // Onboarding (login required)
  { path: '/onboarding/welcome', title: 'Welcome', layout: 'default', page: h('OnboardingWelcome'), meta: SIGNED_IN },
  { path: '/onboarding/organization', title: 'Your Organization', layout: 'default', page: h('OnboardingOrganization'), meta: SIGNED_IN },
  { path: '/onboarding/complete', title: 'All Set', layout: 'default', page: h('OnboardingComplete'), meta: SIGNED_IN },

  // Employee
  { path: '/employee', title: 'Employee Dashboard', layout: 'employee', page: e('./EmployeeDashboard'), meta: SIGNED_IN },
  { path: '/employee/hours', title: 'Employee - Hours', layout: 'employee', page: e('./EmployeeHours'), meta: SIGNED_IN },
  { path: '/employee/contractor', title: 'Employee - Contractor', layout: 'employee', page: e('./EmployeeContractor'), meta: SIGNED_IN },

  // Admin (the whole /admin/* area is protected by the admin guard)
  admin('/admin', 'Admin', './AdminHome', { public: false, requiredLicenseTypes: ['admin'] }),
  admin('/admin/hours', 'Admin - Hours', './AdminHours'),
  admin('/admin/sales', 'Admin - Sales', './AdminSales'),
  admin('/admin/careers', 'Admin - Careers', './AdminCareers'),
  admin('/admin/accounts', 'Admin - Accounts', './AdminAccounts'),
  admin('/admin/newsroom', 'Admin - Newsroom', './AdminNewsroom'),
  admin('/admin/agreements', 'Admin - Agreements', './AdminAgreements'),
  admin('/admin/contractors', 'Admin - Contractors', './AdminContractors'),
  admin('/admin/contractor-management', 'Admin - Contractor Management', './AdminContractorManagement'),
  admin('/admin/notifications', 'Admin - Notifications', './AdminNotifications'),
  admin('/admin/organizations', 'Admin - Organizations', './AdminOrganizations'),
  admin('/admin/registrations', 'Admin - Registrations', './AdminRegistrations'),
  admin('/admin/terms-manager', 'Admin - Terms Manager', './AdminTermsManager'),
  admin('/admin/security-dashboard', 'Admin - Security Dashboard', './AdminSecurityDashboard'),

  // Dashboard
  { path: '/dashboard', title: 'Dashboard Home', layout: 'none', page: p('./DashboardHome'), meta: SIGNED_IN },
  patent('/dashboard/litigate', 'Litigation', './Litigate'),
  patent('/dashboard/translate', 'Translation', './Translate'),
  { path: '/dashboard/scout', title: 'Scout', layout: 'scout', page: s('./ScoutHome'), meta: SIGNED_IN },
  { path: '/dashboard/scout/patents', title: 'Scout - Patents', layout: 'scout', page: s('./ScoutPatents'), meta: SIGNED_IN },
  { path: '/dashboard/scout/patents/:number', title: 'Scout - Patent', layout: 'scout', page: s('./ScoutPatent'), meta: SIGNED_IN },
  patent('/dashboard/acquisitions', 'Acquisitions', './Acquisitions'),
  patent('/dashboard/subscription', 'Subscription', './Subscription'),
  patent('/dashboard/documentation', 'Documentation', './DashboardDocumentation'),
  { path: '/dashboard/toolbox', title: 'Toolbox', layout: 'toolbox', page: t('./ToolboxHome'), meta: SIGNED_IN },
  { path: '/dashboard/toolbox/formfill', title: 'Form Fill - Toolbox', layout: 'toolbox', page: t('./FormFill'), meta: SIGNED_IN },
  patent('/dashboard/drafting', 'Drafting', './Drafting'),
  patent('/dashboard/trademark', 'Trademark', './Trademark', { public: false, requiredLicenseTypes: ['admin', 'employee'] }),

  // Patent dashboard
  patent('/dashboard/patent', 'Dashboard', './PatentDashboard'),
  patent('/dashboard/patent/account', 'Account Settings', './Account'),
  patent('/dashboard/patent/support', 'Support & Documentation', './PatentSupport'),
  patent('/dashboard/patent/upgrade', 'Upgrade', './Upgrade'),
  patent('/dashboard/patent/archives', 'Archives', './Archives'),
  patent('/dashboard/patent/drafting', 'Patent Drafting', './PatentDrafting'),
  patent('/dashboard/patent/priorart', 'Prior Art', './PriorArt'),
  patent('/dashboard/patent/settings', 'Settings', './PatentSettings'),
  patent('/dashboard/patent/analytics', 'Analytics', './Analytics'),
  patent('/dashboard/patent/pdfviewer', 'Pdf Viewer', './PdfViewer'),
  patent('/dashboard/patent/documentation', 'Documentation', './PatentDocumentation'),
  patent('/dashboard/patent/classification-explorer', 'Classification Explorer', './ClassificationExplorer'),
  patent('/dashboard/patent/team', 'Team', './Team', { public: false, requiredPermission: 'org:members:manage' }),

  // Other named pages
  patent('/profile', 'Profile', './Profile'),
  patent('/settings', 'Settings', './Settings'),
];

/** The modules each remote must expose, derived from the table (checked by a unit test against the remotes). */
export function modulesByRemote(routes: readonly RouteDef[] = ROUTES): Record<RemoteName, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of routes) {
    if ('remote' in r.page) (out[r.page.remote] ??= []).push(r.page.module);
  }
  return out as Record<RemoteName, string[]>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * How well `pattern` matches `path`, ranked the way react-router ranks routes (a static segment
 * outweighs a `:param`, a trailing `*` costs a little), or null when it does not match.
 */
export function routeMatchScore(pattern: string, path: string): number | null {
  const want = segments(pattern);
  const got = segments(path);
  let score = 0;
  for (const [i, seg] of want.entries()) {
    if (seg === '*') return score - 2;
    const part = got[i];
    if (part === undefined) return null;
    if (seg.startsWith(':')) score += 3;
    else if (seg.toLowerCase() === part.toLowerCase()) score += 10;
    else return null;
  }
  return got.length === want.length ? score : null;
}

/** Whether a browser path shows one of the table's pages; the server answers 404 for any other path. */
export function isPagePath(path: string, routes: readonly RouteDef[] = ROUTES): boolean {
  return routes.some((r) => routeMatchScore(r.path, path) !== null);
}
