import { EmptyState } from '@iprism/shared/ui';

export default function PdfViewer() {
  return <EmptyState heading={'No document open'} description={'Open an uploaded document from a report or the archives to read it here.'} />;
}
