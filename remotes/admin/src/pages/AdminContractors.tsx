import { EmptyState } from '@iprism/shared/ui';

export default function AdminContractors() {
  return <EmptyState heading={'Contractors'} description={'Contractors and their engagements.'} />;
}
