/** Where the patent screens live (host route table), and links between them. */

export const DASHBOARD_PATH = '/dashboard/patent';
export const ARCHIVES_PATH = '/dashboard/patent/archives';
export const REPORT_PATH = '/dashboard/patent/analytics';
export const PDF_VIEWER_PATH = '/dashboard/patent/pdfviewer';
export const PRIOR_ART_PATH = '/dashboard/patent/priorart';

/** The prior-art screen of one application. */
export const priorArtPath = (applicationId: string): string => `${PRIOR_ART_PATH}?applicationId=${encodeURIComponent(applicationId)}`;

/** The report screen of one application. */
export const reportPath = (applicationId: string): string => `${REPORT_PATH}?applicationId=${encodeURIComponent(applicationId)}`;

/** The PDF viewer at a page, optionally with one finding picked out. */
export function pdfViewerPath(applicationId: string, page?: number | null, findingId?: string | null): string {
  const params = new URLSearchParams({ applicationId });
  if (page) params.set('page', String(page));
  if (findingId) params.set('finding', findingId);
  return `${PDF_VIEWER_PATH}?${params.toString()}`;
}
