import { createHash } from 'node:crypto';
import { decodeText, DocumentError, extractDocument, inspectPdf, prepareXml, sniffApplication, sniffIds } from '../../../modules/documents/parsing';
import { checkCsvCaps } from '../caps/csv-caps';
import { readerLimits } from '../reader-limits';
import type { ReaderTasks, UploadCheck } from '../reader-tasks';

/**
 * What an uploaded file is, by content only, and whether it can be read: the caps of its format, then a
 * real open (PDF: page count; an application in another format: its text). An IDS is read by its stage;
 * here its caps are checked.
 */
export async function checkUploadInThread({ kind, bytes }: ReaderTasks['checkUpload']['input']): Promise<UploadCheck> {
  if (bytes.length === 0) throw new DocumentError('empty', 'The file is empty.');
  const sniffed = kind === 'application' ? sniffApplication(bytes) : sniffIds(bytes);
  if (!sniffed) return { readable: false };
  let pages: number | null = null;
  let title: string | null = null;
  if (sniffed.format === 'pdf') ({ pages, title } = await inspectPdf(bytes));
  else if (sniffed.format === 'csv') checkCsvCaps(bytes, readerLimits().csv);
  else if (sniffed.format === 'xml') prepareXml(decodeText(bytes));
  else title = (await extractDocument(bytes, sniffed.format)).structured?.title?.trim() || null;
  return { readable: true, format: sniffed.format, mediaType: sniffed.mediaType, pages, title, sha256: createHash('sha256').update(bytes).digest('hex') };
}
