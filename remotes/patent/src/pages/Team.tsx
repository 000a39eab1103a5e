import { TeamScreen } from '../features/team/TeamScreen';

/** /dashboard/patent/team: the organisation's members and their work (route requires TEAM_PERMISSION). */
export default function Team() {
  return <TeamScreen />;
}
