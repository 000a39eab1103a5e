import { EmptyState } from '@iprism/shared/ui';

export default function PatentDrafting() {
  return <EmptyState heading={'Patent Drafting'} description={'Draft a new application with live claim and antecedent-basis checks.'} />;
}
