import { EmptyState } from '@iprism/shared/ui';

export default function Subscription() {
  return <EmptyState heading={'Subscription'} description={'Your plan, licences and credits.'} />;
}
