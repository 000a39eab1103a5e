import { openPdf } from './open-pdf';

/** Page count, read before extraction so the upload limit can be enforced cheaply. */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  const document = await openPdf(bytes);
  try {
    return { pages: document.numPages };
  } finally {
    await document.destroy();
  }
}
