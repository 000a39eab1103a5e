import type { TeamMemberWorkload } from '@iprism/shared/contracts/organizations';

export interface TeamTotals {
  members: number;
  applications: number;
  inProgress: number;
  failed: number;
}

export function teamTotals(members: readonly TeamMemberWorkload[]): TeamTotals {
  return members.reduce(
    (t, m) => ({ members: t.members + 1, applications: t.applications + m.applications, inProgress: t.inProgress + m.inProgress, failed: t.failed + m.failed }),
    { members: 0, applications: 0, inProgress: 0, failed: 0 },
  );
}

export const roleLabel = (m: TeamMemberWorkload): string => (m.clientPortal ? 'Client portal' : m.role === 'org:admin' ? 'Admin' : 'Member');

/** Busiest first (work in progress, then applications), then by name, so the table answers "who is loaded". */
export function byWorkload(members: readonly TeamMemberWorkload[]): TeamMemberWorkload[] {
  return [...members].sort((a, b) => b.inProgress - a.inProgress || b.applications - a.applications || a.name.localeCompare(b.name));
}

export const TEAM_CSV_HEADER = ['Name', 'E-mail', 'Role', 'Applications', 'In progress', 'Failed', 'Assigned to them', 'Last activity'] as const;

export function teamCsvRows(members: readonly TeamMemberWorkload[]): (string | number)[][] {
  return [
    [...TEAM_CSV_HEADER],
    ...byWorkload(members).map((m) => [m.name, m.email, roleLabel(m), m.applications, m.inProgress, m.failed, m.assigned, m.lastActivityAt ?? '']),
  ];
}
