import { readPdf } from './read-pdf';

/** Page count, read before extraction so the upload limit can be enforced cheaply. */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  return { pages: (await readPdf(bytes, 'inspect')).pages };
}
