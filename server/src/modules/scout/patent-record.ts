import type { CorpusCitation, PatentCitationLink, PatentRecord } from '@iprism/shared/contracts';
import type { Queryable } from '../../platform/db/db';
import { cpcTitles, findCitingDocuments, findFamily, findPatentRows, findTitles, parsePublicationNumber, type PatentRow } from '../corpus';
import { grantDateOf } from '../../domain/acquisitions/patent-kind';

/** A number as a person types it (US 11,147,202 B2, 11147202, D901234), in DOCDB parts; US when no country. */
export function parsePatentNumber(raw: string): { country: string; number: string; kind: string } | null {
  const parsed = parsePublicationNumber(raw.trim(), 'US');
  return parsed ? { country: parsed.country, number: parsed.number, kind: parsed.kind } : null;
}

/** The row of a typed number, or null when the corpus lacks it (or it is not a number). */
export async function findPatentByNumber(db: Queryable, raw: string): Promise<PatentRow | null> {
  const wanted = parsePatentNumber(raw);
  if (!wanted) return null;
  return (await findPatentRows(db, [wanted])).get(`${wanted.country}${wanted.number}${wanted.kind}`) ?? null;
}

/** Main group (H04L9/00) and subclass (H04L) of a symbol: the scheme's depth when the symbol is a subgroup. */
export const cpcAncestors = (symbol: string): string[] => [symbol, `${symbol.split('/')[0]}/00`, symbol.slice(0, 4)];

/** The patent page's record: bibliography, CPC with titles, citations both ways and the family. */
export async function patentRecord(db: Queryable, row: PatentRow): Promise<PatentRecord> {
  const titles = await cpcTitles(db, [...new Set(row.cpc.flatMap(cpcAncestors))]);
  const backwardKeys = row.citations.filter((c) => c.country && c.number).map((c) => ({ country: c.country!, number: c.number! }));
  const inCorpus = await findTitles(db, backwardKeys);
  const backward = row.citations.map((c): PatentCitationLink => backwardLink(c, c.country && c.number ? inCorpus.get(`${c.country}${c.number}`) : undefined));
  const forward = (await findCitingDocuments(db, row.country, row.doc_number)).map((d): PatentCitationLink => ({
    publicationNumber: d.publication_number,
    title: d.title,
    date: d.publication_date,
    citedBy: d.citations.find((c) => c.country === row.country && c.number === row.doc_number)?.citedBy ?? 'unknown',
    inCorpus: true,
    text: null,
  }));
  return {
    publicationNumber: row.publication_number,
    country: row.country,
    number: row.doc_number,
    kind: row.kind,
    title: row.title,
    abstract: row.abstract,
    claims: row.claims.trim() ? row.claims : null,
    cpc: row.cpc.map((symbol) => ({ symbol, title: cpcAncestors(symbol).map((s) => titles.get(s)).find(Boolean) ?? null })),
    filingDate: row.filing_date,
    priorityDate: row.priority_date,
    publicationDate: row.publication_date,
    grantDate: grantDateOf(row.country, row.doc_number, row.kind, row.publication_date),
    assignees: row.applicants,
    inventors: row.inventors,
    citations: { backward, forward },
    family: row.family_keys.length ? await findFamily(db, row.publication_number, row.family_keys) : null,
  };
}

function backwardLink(c: CorpusCitation, found: { publicationNumber: string; title: string } | undefined): PatentCitationLink {
  return {
    publicationNumber: found?.publicationNumber ?? c.publicationNumber,
    title: found?.title ?? null,
    date: c.date,
    citedBy: c.citedBy,
    inCorpus: found !== undefined,
    text: c.text,
  };
}
