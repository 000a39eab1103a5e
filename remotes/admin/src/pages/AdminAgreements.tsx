import { EmptyState } from '@iprism/shared/ui';

export default function AdminAgreements() {
  return <EmptyState heading={'Agreements'} description={'Agreements sent for signature and their status.'} />;
}
