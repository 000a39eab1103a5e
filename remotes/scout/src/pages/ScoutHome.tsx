import { EmptyState } from '@iprism/shared/ui';

export default function ScoutHome() {
  return <EmptyState heading={'Scout'} description={'Watch technology areas and competitors for new filings.'} />;
}
