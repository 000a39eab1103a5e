import { EmptyState } from '@iprism/shared/ui';

export default function PatentDocumentation() {
  return <EmptyState heading={'Documentation'} description={'How each stage of the analysis works and how to read its results.'} />;
}
