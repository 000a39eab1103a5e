import { UPLOAD_MAX_PAGES_DEFAULT } from '@iprism/shared/contracts';

/** Caps checked before a reader starts on a file (docs/security.md, "Untrusted files"). */
export interface ReaderLimits {
  zip: {
    /** Entries in the central directory. */
    maxEntries: number;
    /** Sum of the entries' uncompressed sizes, declared and actual. */
    maxExpandedBytes: number;
    /** Uncompressed ÷ compressed size of one entry (entries under ZIP_RATIO_MIN_BYTES are exempt). */
    maxRatio: number;
  };
  xml: {
    /** Bytes of one XML document (a DOCX part, an upload, one document of a bulk file). */
    maxBytes: number;
    /** Element nesting depth. */
    maxDepth: number;
  };
  pdf: {
    maxPages: number;
    /** Sum of the decoded sizes of the PDF's compressed streams. */
    maxDecodedBytes: number;
  };
  csv: {
    /** Bytes of one line of a CSV IDS. */
    maxLineBytes: number;
  };
  /** Recognition of PDF pages without a usable text layer (documents/pdf/ocr/). */
  ocr: {
    /** Pages of one document recognised; later ones are left empty with a warning. 0 turns OCR off. */
    maxPages: number;
    /** Rendering and recognising one page. */
    pageTimeoutMs: number;
    /** All recognition of one document: kept under the file's own time so a long scan ends with pages left empty, not refused. */
    documentTimeoutMs: number;
  };
}

/** The reader threads: how many, and what one may spend on a file before it is stopped. */
export interface ReaderPoolSettings {
  threads: number;
  /** Wall-clock time for one file (or, for a streamed import, one batch of records). */
  timeoutMs: number;
  /** V8 heap of one reader thread (`resourceLimits.maxOldGenerationSizeMb`). */
  heapMb: number;
  limits: ReaderLimits;
}

const MB = 1024 * 1024;

/** Defaults of the settings (FILE_READER_*, ZIP_*, XML_*, PDF_*, CSV_* in config.ts; pages: UPLOAD_MAX_PAGES). */
export const READER_DEFAULTS = {
  threads: 2,
  timeoutMs: 120_000,
  heapMb: 512,
  zipMaxEntries: 5_000,
  zipMaxExpandedBytes: 256 * MB,
  zipMaxRatio: 100,
  xmlMaxBytes: 64 * MB,
  xmlMaxDepth: 256,
  pdfMaxDecodedBytes: 512 * MB,
  csvMaxLineBytes: 1 * MB,
  ocrMaxPages: 30,
  ocrPageTimeoutMs: 30_000,
} as const;

/** The share of a file's time that recognition may use; the rest is for reading and answering. */
export const OCR_SHARE_OF_FILE_TIME = 0.8;

/** Small entries compress well without being bombs (a settings part of zeros); the ratio cap starts here. */
export const ZIP_RATIO_MIN_BYTES = 1 * MB;

export const DEFAULT_READER_LIMITS: ReaderLimits = {
  zip: { maxEntries: READER_DEFAULTS.zipMaxEntries, maxExpandedBytes: READER_DEFAULTS.zipMaxExpandedBytes, maxRatio: READER_DEFAULTS.zipMaxRatio },
  xml: { maxBytes: READER_DEFAULTS.xmlMaxBytes, maxDepth: READER_DEFAULTS.xmlMaxDepth },
  pdf: { maxPages: UPLOAD_MAX_PAGES_DEFAULT, maxDecodedBytes: READER_DEFAULTS.pdfMaxDecodedBytes },
  csv: { maxLineBytes: READER_DEFAULTS.csvMaxLineBytes },
  ocr: { maxPages: READER_DEFAULTS.ocrMaxPages, pageTimeoutMs: READER_DEFAULTS.ocrPageTimeoutMs, documentTimeoutMs: READER_DEFAULTS.timeoutMs * OCR_SHARE_OF_FILE_TIME },
};

/** One thread with the default limits: what an importer started without a pool of its own reads with. */
export const DEFAULT_READER_POOL: ReaderPoolSettings = { threads: 1, timeoutMs: READER_DEFAULTS.timeoutMs, heapMb: READER_DEFAULTS.heapMb, limits: DEFAULT_READER_LIMITS };
