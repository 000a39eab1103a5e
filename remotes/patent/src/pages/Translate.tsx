import { EmptyState } from '@iprism/shared/ui';

export default function Translate() {
  return <EmptyState heading={'Translation'} description={'Translations of patent documents with claim numbering and reference numerals kept intact.'} />;
}
