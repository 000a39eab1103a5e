import { EmptyState } from '@iprism/shared/ui';

export default function AdminContractorManagement() {
  return <EmptyState heading={'Contractor Management'} description={'Onboarding and offboarding of contractors.'} />;
}
