import { EmptyState } from '@iprism/shared/ui';

export default function EmployeeHours() {
  return <EmptyState heading={'Hours'} description={'Log and review your working hours.'} />;
}
