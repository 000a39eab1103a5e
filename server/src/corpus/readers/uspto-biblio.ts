import type { CorpusCitation } from '@iprism/shared/contracts';

/** The bibliographic part of a USPTO document that the text readers in documents/uspto-xml leave out. */
export interface UsptoBiblio {
  rawNumber: string | null;
  kind: string | null;
  publicationDate: string | null;
  filingDate: string | null;
  priorityDate: string | null;
  cpc: string[];
  ipc: string[];
  applicants: string[];
  inventors: string[];
  citations: CorpusCitation[];
}

/** The earliest of the dates given (priority claims), or null. */
export const earliest = (dates: (string | null)[]): string | null =>
  dates.filter((d): d is string => d !== null).sort()[0] ?? null;
