import { EmptyState } from '@iprism/shared/ui';

export default function ScoutPatents() {
  return <EmptyState heading={'No watched patents'} description={'Patents you follow in Scout appear here with their latest status.'} />;
}
