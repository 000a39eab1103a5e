import { useSearchParams } from '@iprism/shared/router';
import { EmptyState } from '@iprism/shared/ui';
import { PdfViewerScreen } from '../features/pdf-viewer/PdfViewerScreen';
import { parseViewerParams } from '../features/pdf-viewer/viewer-params';

/** /dashboard/patent/pdfviewer?applicationId={id}&page=&finding=: the uploaded document with the report's findings on it. */
export default function PdfViewer() {
  const [search] = useSearchParams();
  const { applicationId, page, findingId } = parseViewerParams(search);
  if (!applicationId) return <EmptyState heading="No document selected" description="Open a finding's “Open in PDF viewer” link from a report, or the viewer button in a report's header." />;
  return <PdfViewerScreen key={applicationId} applicationId={applicationId} page={page} findingId={findingId} />;
}
