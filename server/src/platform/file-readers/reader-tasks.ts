import type { DocumentFormat, IdsFormHeader, IdsSourceFormat } from '@iprism/shared/contracts';
import type { ColumnMapping, CorpusFormat, CpcSchemeRow, ReadItem } from '../../modules/corpus';
import type { StoredFormat } from '../../modules/applications';
import type { ExtractedDocument } from '../../modules/documents';
import type { RawCitation } from '../../modules/ids';

/** What the upload check learns about a file, in its reader thread. */
export type UploadCheck =
  /** `title`: what the document states as its title (XML invention-title, PDF metadata), null when it states none. */
  | { readable: true; format: StoredFormat; mediaType: string; pages: number | null; title: string | null; sha256: string }
  /** Not a type this kind of file may have (415). */
  | { readable: false };

export interface StoredIds {
  sourceFormat: IdsSourceFormat;
  header: IdsFormHeader | null;
  citations: RawCitation[];
}

/** First value of a corpus file stream: its detected format, then batches of records unless skipped. */
export type CorpusFileStart = { format: CorpusFormat; skipped: string | null; layout: string | null };

/** The tasks a reader thread runs: input and output of each. */
export interface ReaderTasks {
  checkUpload: { input: { kind: 'application' | 'ids'; bytes: Uint8Array }; output: UploadCheck };
  extractDocument: { input: { bytes: Uint8Array; format: DocumentFormat }; output: ExtractedDocument };
  readIds: { input: { bytes: Uint8Array; format: StoredFormat }; output: StoredIds };
  readCpcScheme: { input: { dir: string }; output: CpcSchemeRow[] };
  warmUp: { input: Record<string, never>; output: null };
}

/** Tasks that yield values: the first is the start, then batches. */
export interface ReaderStreams {
  corpusFile: { input: { path: string; label: string; mapping?: ColumnMapping }; start: CorpusFileStart; batch: ReadItem[] };
}
