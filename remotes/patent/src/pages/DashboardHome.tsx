import { EmptyState } from '@iprism/shared/ui';

export default function DashboardHome() {
  return <EmptyState heading={'Dashboard Home'} description={'Pick a workspace: the patent dashboard, Scout or the Toolbox.'} />;
}
