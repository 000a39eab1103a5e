import { EmptyState } from '@iprism/shared/ui';

export default function Archives() {
  return <EmptyState heading={'No archived applications'} description={'Every application you have analysed appears here, searchable by title, status and date.'} />;
}
