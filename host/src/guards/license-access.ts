import { ADMIN_AREA_PATH, PILOT_AREA_PATHS, TOOLBOX_AREA_PATH } from '@iprism/shared/contracts/areas';
import { ADMIN_REQUIRED_MESSAGE, INVITATION_TIMING_MESSAGE, PILOT_NO_LICENSE_MESSAGE, TOOLBOX_NO_LICENSE_MESSAGE, type UnauthorizedReason } from '@iprism/shared/contracts/access';
import { isUnder } from './paths';
import { unauthorizedRedirect } from './redirects';
import { NEXT, type GuardName, type GuardStep } from './types';


export interface LicenseAccessInput {
  /** Normalised path. */
  path: string;
  /** The access cache's flag for this guard's family; false also after a failed lookup. */
  granted: boolean;
  /**
   * True right after an invitation was accepted (invitation_accepted=true or coming from /accept-invite):
   * the new organisation's licence may not be visible yet, so a no-license refusal is reported as
   * invitation-timing instead (SPEC §8).
   */
  invitationJustAccepted: boolean;
}

function noLicense(guard: GuardName, message: string, invitationJustAccepted: boolean): GuardStep {
  const [reason, text]: [UnauthorizedReason, string] = invitationJustAccepted
    ? ['invitation-timing', INVITATION_TIMING_MESSAGE]
    : ['no-license', message];
  return unauthorizedRedirect(guard, reason, text);
}

/** SPEC §5 guard 4: /dashboard/patent/* and /dashboard/scout/* need pilot access (staff or Pilot licence). */
export function pilotAccessGuard({ path, granted, invitationJustAccepted }: LicenseAccessInput): GuardStep {
  if (granted || !PILOT_AREA_PATHS.some((area) => isUnder(path, area))) return NEXT;
  return noLicense('pilot-access', PILOT_NO_LICENSE_MESSAGE, invitationJustAccepted);
}

/** SPEC §5 guard 5: /dashboard/toolbox/* needs toolbox access (staff or Toolbox licence). */
export function toolboxAccessGuard({ path, granted, invitationJustAccepted }: LicenseAccessInput): GuardStep {
  if (granted || !isUnder(path, TOOLBOX_AREA_PATH)) return NEXT;
  return noLicense('toolbox-access', TOOLBOX_NO_LICENSE_MESSAGE, invitationJustAccepted);
}

/**
 * SPEC §5 guard 6: /admin/* needs a valid staff licence, else admin-required. Staff are not invited
 * into an organisation, so invitation timing does not apply here.
 */
export function adminAccessGuard({ path, granted }: Omit<LicenseAccessInput, 'invitationJustAccepted'>): GuardStep {
  if (granted || !isUnder(path, ADMIN_AREA_PATH)) return NEXT;
  return unauthorizedRedirect('admin-access', 'admin-required', ADMIN_REQUIRED_MESSAGE);
}
