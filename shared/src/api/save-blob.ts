/**
 * Saves a downloaded Blob under `fileName` through a temporary object URL (the API needs the Bearer
 * token, so the browser cannot follow a plain link to it). The URL is revoked once the click is handled.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
