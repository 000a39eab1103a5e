import { EmptyState } from '@iprism/shared/ui';

export default function Drafting() {
  return <EmptyState heading={'Drafting'} description={'Draft claims and specifications with the report checks running as you write.'} />;
}
