import { ApplicationsDashboard } from '../features/applications/ApplicationsDashboard';

/** /dashboard/patent (SPEC §2): the caller's and their organisation's applications, each with its stages live. */
export default function PatentDashboard() {
  return <ApplicationsDashboard />;
}
