import { EmptyState } from '@iprism/shared/ui';

export default function EmployeeDashboard() {
  return <EmptyState heading={'Employee Dashboard'} description={'Your hours, tasks and contractor tools.'} />;
}
