import { EmptyState } from '@iprism/shared/ui';

export default function AdminSecurityDashboard() {
  return <EmptyState heading={'Security Dashboard'} description={'Sign-in failures, rate-limit hits and token refusals.'} />;
}
