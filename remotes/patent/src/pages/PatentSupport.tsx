import { EmptyState } from '@iprism/shared/ui';

export default function PatentSupport() {
  return <EmptyState heading={'Support & Documentation'} description={'Answers to common questions and a direct line to the iPrism team.'} />;
}
