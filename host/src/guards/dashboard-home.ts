import { NEXT, type GuardStep } from './types';

const DASHBOARD_HOME = '/dashboard';
const PATENT_DASHBOARD = '/dashboard/patent';
const TOOLBOX_DASHBOARD = '/dashboard/toolbox';

export interface DashboardHomeInput {
  /** Normalised path. */
  path: string;
  /** The location's query ('' or '?…'): carried over, so invitation_accepted=true still reaches the guards. */
  search: string;
  hasPilotAccess: boolean;
  hasToolboxAccess: boolean;
}

/**
 * The workspace /dashboard opens for a user: the toolbox for a Toolbox-only licence, otherwise the
 * patent dashboard, where the guards then explain anything missing (the pending-organisation redirect,
 * the no-licence refusal with its "See plans" action).
 */
export function homeWorkspace(flags: Pick<DashboardHomeInput, 'hasPilotAccess' | 'hasToolboxAccess'>): string {
  return flags.hasToolboxAccess && !flags.hasPilotAccess ? TOOLBOX_DASHBOARD : PATENT_DASHBOARD;
}

/**
 * Last step of the chain: /dashboard itself (the sign-in form's default target, the frames' logo and
 * the "Go to dashboard" actions) is a hub without a frame or links, so the signed-in user is sent on to
 * the workspace their licence opens instead of a dead end. Every other path: next.
 */
export function dashboardHomeGuard({ path, search, hasPilotAccess, hasToolboxAccess }: DashboardHomeInput): GuardStep {
  if (path !== DASHBOARD_HOME) return NEXT;
  const target = homeWorkspace({ hasPilotAccess, hasToolboxAccess });
  return { type: 'redirect', guard: 'dashboard-home', to: `${target}${search}` };
}
