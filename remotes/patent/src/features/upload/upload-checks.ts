import { UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_MESSAGES, fillMessage } from '@iprism/shared/contracts/applications';

/**
 * The upload form's pre-check: only what is obviously wrong (too large, empty, a type the server will
 * surely refuse). The server decides for real and its message is shown as is; these texts reuse its
 * templates so the two read alike.
 */

export type UploadSlot = 'application' | 'ids';

/** The facts of a chosen file the checks need (a File has them; tests pass plain objects). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

const EXTENSIONS: Readonly<Record<UploadSlot, readonly string[]>> = {
  application: ['.pdf', '.docx', '.txt', '.xml'],
  ids: ['.pdf', '.csv', '.xml'],
};

const MEDIA_TYPES: Readonly<Record<UploadSlot, readonly string[]>> = {
  application: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain', 'application/xml', 'text/xml'],
  ids: ['application/pdf', 'text/csv', 'application/vnd.ms-excel', 'application/xml', 'text/xml'],
};

/** The `accept` attribute of a slot's file input: extensions and media types, so pickers filter either way. */
export const acceptOf = (slot: UploadSlot): string => [...EXTENSIONS[slot], ...MEDIA_TYPES[slot]].join(',');

/** What each slot takes, as a person reads it. */
export const SLOT_FORMATS: Readonly<Record<UploadSlot, string>> = {
  application: 'PDF, DOCX, plain text or USPTO XML',
  ids: 'PDF, CSV or XML',
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * True when the file looks like something the slot takes: a known extension, or (no extension) a known
 * media type. A known extension wins over a browser's guessed media type, which is often empty or wrong.
 */
export function looksAccepted(file: FileFacts, slot: UploadSlot): boolean {
  const extension = extensionOf(file.name);
  if (extension) return EXTENSIONS[slot].includes(extension);
  return MEDIA_TYPES[slot].includes(file.type.toLowerCase());
}

/** The megabytes of a byte limit as the server's message shows them (50 MB). */
export const limitInMegabytes = (maxBytes: number): number => Math.round(maxBytes / (1024 * 1024));

/** Why the file will be refused, or null when it may go. */
export function precheckFile(file: FileFacts, slot: UploadSlot, maxBytes: number = UPLOAD_MAX_BYTES_DEFAULT): string | null {
  if (!looksAccepted(file, slot)) return fillMessage(slot === 'application' ? UPLOAD_MESSAGES.unsupportedApplication : UPLOAD_MESSAGES.unsupportedIds, { name: file.name });
  if (file.size === 0) return fillMessage(UPLOAD_MESSAGES.empty, { name: file.name });
  if (file.size > maxBytes) return fillMessage(UPLOAD_MESSAGES.tooLarge, { name: file.name, limit: limitInMegabytes(maxBytes) });
  return null;
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size for people: "820 bytes", "1.5 KB", "12 MB" (one decimal under 10, none above). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}

/** Whole percent of an upload, 0–100. */
export const uploadPercent = (loaded: number, total: number): number => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);
