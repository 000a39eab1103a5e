import { EmptyState } from '@iprism/shared/ui';

export default function ClassificationExplorer() {
  return <EmptyState heading={'Classification Explorer'} description={'Browse the Cooperative Patent Classification scheme and search within any symbol.'} />;
}
