import { ADMIN_REQUIRED_MESSAGE, CLIENT_ADMIN_MESSAGE, CLIENT_EDIT_MESSAGE, CLIENT_FEATURE_MESSAGE, INVITATION_TIMING_MESSAGE, LICENSE_TYPE_REQUIRED_MESSAGE, PENDING_ORGANIZATION_MESSAGE, PERMISSION_REQUIRED_MESSAGE, PERSONAL_EMAIL_MESSAGE, PILOT_NO_LICENSE_MESSAGE, TOOLBOX_NO_LICENSE_MESSAGE, UNAUTHORIZED_REASONS, type UnauthorizedReason } from '@iprism/shared/contracts/access';

/** The screen's reason: one of SPEC §2, or 'pending' (organisation set-up not finished), or unknown. */
export type UnauthorizedScreenReason = UnauthorizedReason | 'pending' | 'unknown';

export const GENERIC_UNAUTHORIZED_MESSAGE = 'You do not have access to this page.';

/** The default message per reason (SPEC §8), used when the query carries none we recognise. */
export const DEFAULT_MESSAGE_BY_REASON: Readonly<Record<UnauthorizedScreenReason, string>> = {
  'personal-email': PERSONAL_EMAIL_MESSAGE,
  'client-access': CLIENT_FEATURE_MESSAGE,
  'invitation-timing': INVITATION_TIMING_MESSAGE,
  'no-license': PILOT_NO_LICENSE_MESSAGE,
  'admin-required': ADMIN_REQUIRED_MESSAGE,
  pending: PENDING_ORGANIZATION_MESSAGE,
  unknown: GENERIC_UNAUTHORIZED_MESSAGE,
};

/**
 * Every message the guard chain sends (SPEC §8). Only these are shown from the query: the page is
 * public, and echoing arbitrary query text would let a crafted link put any words on our page.
 */
const KNOWN_MESSAGES: ReadonlySet<string> = new Set([
  PERSONAL_EMAIL_MESSAGE,
  CLIENT_ADMIN_MESSAGE,
  CLIENT_FEATURE_MESSAGE,
  CLIENT_EDIT_MESSAGE,
  INVITATION_TIMING_MESSAGE,
  PILOT_NO_LICENSE_MESSAGE,
  TOOLBOX_NO_LICENSE_MESSAGE,
  ADMIN_REQUIRED_MESSAGE,
  LICENSE_TYPE_REQUIRED_MESSAGE,
  PERMISSION_REQUIRED_MESSAGE,
  PENDING_ORGANIZATION_MESSAGE,
]);

export type UnauthorizedAction = 'sign-out' | 'switch-account' | 'sign-in' | 'complete-organization' | 'see-plans' | 'dashboard' | 'contact-support';

export const ACTION_TARGETS = {
  'sign-in': '/sign-in',
  'complete-organization': '/dashboard/patent/account?tab=organization',
  'see-plans': '/pricing',
  dashboard: '/dashboard',
  'contact-support': '/support',
} as const;

export interface UnauthorizedContent {
  reason: UnauthorizedScreenReason;
  title: string;
  message: string;
  actions: UnauthorizedAction[];
}

const TITLES: Readonly<Record<UnauthorizedScreenReason, string>> = {
  'personal-email': 'Use your work email',
  'client-access': 'Not available in the client portal',
  'invitation-timing': 'Your organization is being set up',
  'no-license': 'A subscription is needed',
  'admin-required': 'Administrators only',
  pending: 'Finish setting up your organization',
  unknown: 'Access denied',
};

function parseReason(query: URLSearchParams): UnauthorizedScreenReason {
  const reason = query.get('reason');
  if ((UNAUTHORIZED_REASONS as readonly string[]).includes(reason ?? '')) return reason as UnauthorizedReason;
  if (reason === 'pending' || query.get('pending') === 'true') return 'pending';
  return 'unknown';
}

/** The actions that help with each reason; sign-out and switch-account need someone signed in. */
function actionsFor(reason: UnauthorizedScreenReason, signedIn: boolean): UnauthorizedAction[] {
  const account: UnauthorizedAction[] = signedIn ? ['switch-account', 'sign-out'] : ['sign-in'];
  switch (reason) {
    case 'personal-email':
      // The fix is another (work) account.
      return [...account, 'contact-support'];
    case 'invitation-timing':
    case 'pending':
      return ['complete-organization', 'contact-support', ...account];
    case 'no-license':
      return ['see-plans', 'contact-support', ...account];
    case 'client-access':
    case 'admin-required':
      return ['dashboard', 'contact-support', ...account];
    default:
      return ['dashboard', 'contact-support', ...account];
  }
}

/** What /unauthorized shows for its query (reason, message) and sign-in state. Pure. */
export function unauthorizedContent(query: URLSearchParams, signedIn: boolean): UnauthorizedContent {
  const reason = parseReason(query);
  const fromQuery = query.get('message');
  const message = fromQuery && KNOWN_MESSAGES.has(fromQuery) ? fromQuery : DEFAULT_MESSAGE_BY_REASON[reason];
  return { reason, title: TITLES[reason], message, actions: actionsFor(reason, signedIn) };
}
