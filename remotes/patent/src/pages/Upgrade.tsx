import { EmptyState } from '@iprism/shared/ui';

export default function Upgrade() {
  return <EmptyState heading={'Upgrade'} description={'Compare plans and add seats or credits.'} />;
}
