import { EmptyState } from '@iprism/shared/ui';

export default function EmployeeContractor() {
  return <EmptyState heading={'Contractor'} description={'Contractor engagements you manage.'} />;
}
