import { EmptyState } from '@iprism/shared/ui';

export default function Acquisitions() {
  return <EmptyState heading={'Acquisitions'} description={'Portfolios under evaluation, with the analytics of each patent in one place.'} />;
}
