import type { CorpusRecord } from '../record';

/** The bibliographic part of a USPTO document that the text readers in documents/uspto-xml leave out. */
export interface UsptoBiblio extends Pick<CorpusRecord, 'publicationDate' | 'filingDate' | 'priorityDate' | 'cpc' | 'ipc' | 'applicants' | 'inventors' | 'citations'> {
  rawNumber: string | null;
  kind: string | null;
}

/** The earliest of the dates given (priority claims), or null. */
export const earliest = (dates: (string | null)[]): string | null =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null;
