import { metadataTitle } from '../metadata-title';
import { readPdf } from './read-pdf';

/** Page count and the title the file's metadata states, read before extraction so the upload limit can be enforced cheaply. */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pages: number; title: string | null }> {
  const { pages, title } = await readPdf(bytes, 'inspect');
  return { pages, title: metadataTitle(title) };
}
