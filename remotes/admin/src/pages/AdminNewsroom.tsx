import { EmptyState } from '@iprism/shared/ui';

export default function AdminNewsroom() {
  return <EmptyState heading={'Newsroom'} description={'Articles published in the newsroom.'} />;
}
