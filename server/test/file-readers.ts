import type { DocumentFormat } from '@iprism/shared/contracts';
import type { StoredFormat } from '../src/modules/applications/repositories/application-files';
import type { ExtractedDocument } from '../src/modules/documents/extracted-document';
import { createFileReaders, type FileReaders } from '../src/platform/file-readers/file-readers';
import { DEFAULT_READER_POOL } from '../src/platform/file-readers/reader-settings';
import type { StoredIds } from '../src/platform/file-readers/reader-tasks';

let shared: FileReaders | null = null;

afterAll(async () => {
  await shared?.close();
  shared = null;
});

/**
 * One reader thread for a test file, closed after its tests. pdf.js runs only in reader threads (it is an
 * ES module Jest cannot load), so tests read PDFs the way the product does.
 */
export const testReaders = (): FileReaders => (shared ??= createFileReaders(DEFAULT_READER_POOL));

export const extractPdfInThread = (bytes: Uint8Array): Promise<ExtractedDocument> => testReaders().extractDocument(bytes, 'pdf');
export const extractDocumentInThread = (bytes: Uint8Array, format: DocumentFormat): Promise<ExtractedDocument> => testReaders().extractDocument(bytes, format);
export const readIdsInThread = (bytes: Uint8Array, format: StoredFormat): Promise<StoredIds> => testReaders().readIds(bytes, format);
