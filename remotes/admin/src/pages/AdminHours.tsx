import { EmptyState } from '@iprism/shared/ui';

export default function AdminHours() {
  return <EmptyState heading={'Hours'} description={'Hours logged by employees and contractors.'} />;
}
