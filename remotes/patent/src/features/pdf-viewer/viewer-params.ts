/** What the viewer's URL asks for: /dashboard/patent/pdfviewer?applicationId=&page=&finding= */
export interface ViewerParams {
  applicationId: string | null;
  /** 1-based; null for the first page. */
  page: number | null;
  findingId: string | null;
}

export function parseViewerParams(search: URLSearchParams): ViewerParams {
  const page = Number(search.get('page'));
  return {
    applicationId: search.get('applicationId') || null,
    page: Number.isInteger(page) && page >= 1 ? page : null,
    findingId: search.get('finding') || null,
  };
}

/** True when the uploaded file is a PDF, by media type or, when the server sent a generic one, by magic bytes. */
export function isPdf(mediaType: string, data: ArrayBuffer): boolean {
  if (mediaType.toLowerCase() === 'application/pdf') return true;
  const head = new Uint8Array(data.slice(0, 5));
  return String.fromCharCode(...head) === '%PDF-';
}
