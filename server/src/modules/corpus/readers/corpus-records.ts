import { z } from 'zod';
import { CorpusCitationSchema } from '@iprism/shared/contracts';
import { classificationSymbols, isoDate } from '../normalize';
import { buildRecord, type CorpusRecord, type ReadItem } from '../record';
import type { Row } from './table-row';

const SUBCLASS = /^[A-HY]\d{2}[A-Z]$/;
const text = z.string().max(4_000_000);
const names = z.array(z.string().max(500)).max(2_000);
const symbols = z.array(z.string().max(40)).max(2_000);

/** One line of iPrism's own record layout: a CorpusRecord as the readers produced it (the shipped demo corpus). */
const CorpusRecordLineSchema = z.object({
  publicationNumber: z.string().min(1).max(40),
  title: text,
  abstract: text,
  claims: text,
  description: text,
  publicationDate: z.string().nullable(),
  filingDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  cpc: symbols,
  ipc: symbols,
  applicants: names,
  inventors: names,
  citations: z.array(CorpusCitationSchema).max(20_000),
  familyKeys: z.array(z.string().max(60)).max(2_000).default([]),
  source: z.string().regex(/^[a-z0-9-]{1,40}$/),
});

/** The keys that tell this layout from an export's columns. */
const KEYS = ['publicationNumber', 'abstract', 'claims', 'citations', 'source'];

export const isCorpusRecordLine = (row: Row): boolean => KEYS.every((key) => key in row);

/** The fields of a record line, written in a fixed order so a rebuilt file is byte-identical. */
export const corpusRecordLine = (r: CorpusRecord): string =>
  JSON.stringify({
    publicationNumber: r.publicationNumber,
    title: r.title,
    abstract: r.abstract,
    claims: r.claims,
    description: r.description,
    publicationDate: r.publicationDate,
    filingDate: r.filingDate,
    priorityDate: r.priorityDate,
    cpc: r.cpc,
    ipc: r.ipc,
    applicants: r.applicants,
    inventors: r.inventors,
    citations: r.citations,
    familyKeys: r.familyKeys,
    source: r.source,
  });

/**
 * A record line, checked as any imported row is: the number parsed again, dates and symbols normalised
 * (subclass-only CPC labels kept, as the one-hot sources give them), text required.
 */
export function readCorpusRecordLine(row: Row, label: string): ReadItem {
  const parsed = CorpusRecordLineSchema.safeParse(row);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { rejection: { record: label, reason: `${issue.path.join('.') || 'line'}: ${issue.message}` } };
  }
  const r = parsed.data;
  return buildRecord(
    {
      ...r,
      rawNumber: r.publicationNumber,
      publicationDate: isoDate(r.publicationDate),
      filingDate: isoDate(r.filingDate),
      priorityDate: isoDate(r.priorityDate),
      cpc: [...classificationSymbols(r.cpc), ...r.cpc.filter((c) => SUBCLASS.test(c))],
      ipc: classificationSymbols(r.ipc),
    },
    `${r.publicationNumber} (${label})`,
    r.source,
  );
}
