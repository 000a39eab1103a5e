import type { TeamMemberWorkload } from '@iprism/shared/contracts/organizations';
import { byWorkload, roleLabel, teamCsvRows, teamTotals } from './team-rows';

const member = (over: Partial<TeamMemberWorkload>): TeamMemberWorkload => ({
  userId: 'u',
  name: 'N',
  email: 'n@firm.example',
  role: 'org:member',
  clientPortal: false,
  applications: 0,
  inProgress: 0,
  failed: 0,
  assigned: 0,
  lastActivityAt: null,
  ...over,
});

describe('team rows', () => {
  const team = [
    member({ userId: 'a', name: 'Ada', applications: 4, inProgress: 0 }),
    member({ userId: 'b', name: 'Bo', role: 'org:admin', applications: 2, inProgress: 1, failed: 1 }),
    member({ userId: 'c', name: 'Cy', clientPortal: true, assigned: 3 }),
  ];

  it('sums the organisation’s work', () => {
    expect(teamTotals(team)).toEqual({ members: 3, applications: 6, inProgress: 1, failed: 1 });
  });

  it('puts the busiest member first', () => {
    expect(byWorkload(team).map((m) => m.name)).toEqual(['Bo', 'Ada', 'Cy']);
  });

  it('names roles as a firm does', () => {
    expect(team.map(roleLabel)).toEqual(['Member', 'Admin', 'Client portal']);
  });

  it('exports one CSV row per member after the header', () => {
    const rows = teamCsvRows(team);
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Role', 'Applications', 'In progress', 'Failed', 'Assigned to them', 'Last activity']);
    expect(rows[1]).toEqual(['Bo', 'n@firm.example', 'Admin', 2, 1, 1, 0, '']);
    expect(rows).toHaveLength(4);
  });
});
