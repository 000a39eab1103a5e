import { EmptyState } from '@iprism/shared/ui';

export default function Trademark() {
  return <EmptyState heading={'Trademark'} description={'Trademark watch and clearance for staff.'} />;
}
