import { PERSONAL_EMAIL_MESSAGE, isLawFirmPilotLicense, isPersonalEmail } from '@iprism/shared/contracts/access';
import type { LicenseInfo, User } from '@iprism/shared/contracts/identity';
import { isClientUser } from './client-portal';
import { isUnder, segmentsOf } from './paths';
import { unauthorizedRedirect } from './redirects';
import { NEXT, type GuardStep } from './types';

/** Pages where a law-firm user must still get through, e.g. to change the address (SPEC §5 guard 1). */
const EXEMPT_SEGMENTS = new Set(['profile', 'settings', 'sign-in', 'sign-up', 'unauthorized']);

export interface PersonalEmailInput {
  /** Normalised path. */
  path: string;
  user: User;
  /** Null when the lookup failed: that is only logged, never a refusal (SPEC §8). */
  license: LicenseInfo | null;
}

/**
 * SPEC §5 guard 1: a non-client user holding a valid PilotLawFirmStandard or PilotLawFirmPro licence
 * is refused /dashboard/patent paths when the primary address is a personal one; pages with a profile,
 * settings, sign-in, sign-up or unauthorized segment are exempt.
 */
export function personalEmailGuard({ path, user, license }: PersonalEmailInput): GuardStep {
  if (isClientUser(user) || !isUnder(path, '/dashboard/patent')) return NEXT;
  if (!license?.hasValidLicense || !isLawFirmPilotLicense(license.licenseType)) return NEXT;
  if (segmentsOf(path).some((s) => EXEMPT_SEGMENTS.has(s))) return NEXT;
  if (!isPersonalEmail(user.primaryEmail)) return NEXT;
  return unauthorizedRedirect('personal-email', 'personal-email', PERSONAL_EMAIL_MESSAGE);
}
