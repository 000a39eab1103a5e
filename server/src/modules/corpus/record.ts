import type { CorpusCitation } from '@iprism/shared/contracts';
import { parseSourceNumber } from './patent-numbers/docdb';

/** One corpus document as every reader hands it over, in DOCDB form and with ISO dates. */
export interface CorpusRecord {
  publicationNumber: string;
  country: string;
  number: string;
  kind: string;
  title: string;
  abstract: string;
  claims: string;
  description: string;
  publicationDate: string | null;
  filingDate: string | null;
  priorityDate: string | null;
  cpc: string[];
  ipc: string[];
  applicants: string[];
  inventors: string[];
  citations: CorpusCitation[];
  /** Its application and its family's applications and publications (familyKeys in prior-art/family.ts). */
  familyKeys: string[];
  /** Which reader produced it (uspto-xml, ppubs-json, ...): the admin screen and merges show it. */
  source: string;
}

/** A source record that could not become a CorpusRecord, named so a person can find it in the file. */
export interface Rejection {
  record: string;
  reason: string;
}

export type ReadItem = { record: CorpusRecord } | { rejection: Rejection };

/** What a reader knows of a record before validation; the publication number is still raw text. */
export type RecordDraft = Partial<Omit<CorpusRecord, 'publicationNumber' | 'country' | 'number' | 'kind' | 'source'>> & {
  rawNumber: string | null | undefined;
  /** For numbers written without a country (PatentsView, old PPUBS). */
  defaultCountry?: string;
  /** Kind given apart from the number; used only when the number carries none. */
  kind?: string | null;
};

/** What exports write for a missing text ("NULL" abstracts): no text at all, so it is neither searched nor quoted. */
const PLACEHOLDER = /^(?:null|none|nan|n\/a|na|undefined|-+|\.+)$/i;
const clean = (value: string | undefined): string => {
  const text = (value ?? '').trim();
  return PLACEHOLDER.test(text) ? '' : text;
};
const unique = (values: string[] | undefined): string[] => [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];

/**
 * Validates a draft: a record needs a parseable publication number and some text to search (title,
 * abstract or claims); anything less is rejected with the reason.
 */
export function buildRecord(draft: RecordDraft, recordId: string, source: string): ReadItem {
  const raw = clean(draft.rawNumber ?? undefined);
  if (!raw) return { rejection: { record: recordId, reason: 'no publication number' } };
  const parsed = parseSourceNumber(raw, draft.defaultCountry);
  if (!parsed) return { rejection: { record: recordId, reason: `"${raw}" is not a publication number` } };
  const title = clean(draft.title);
  const abstract = clean(draft.abstract);
  const claims = clean(draft.claims);
  if (!title && !abstract && !claims) return { rejection: { record: recordId, reason: 'no title, abstract or claims' } };
  const kind = parsed.kind || (draft.kind ?? '').trim().toUpperCase();
  return {
    record: {
      publicationNumber: parsed.country + parsed.number + kind,
      country: parsed.country,
      number: parsed.number,
      kind,
      title,
      abstract,
      claims,
      description: clean(draft.description),
      publicationDate: draft.publicationDate ?? null,
      filingDate: draft.filingDate ?? null,
      priorityDate: draft.priorityDate ?? null,
      cpc: unique(draft.cpc),
      ipc: unique(draft.ipc),
      applicants: unique(draft.applicants),
      inventors: unique(draft.inventors),
      citations: draft.citations ?? [],
      familyKeys: unique(draft.familyKeys),
      source,
    },
  };
}
