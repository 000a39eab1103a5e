import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CorpusRecord } from '../corpus';
import { parsePublicationNumber } from '../corpus';
import { trimOf, whitespaceOr } from '@iprism/shared/text';

/**
 * Real public records from ../shared/data for the search tests and `bench:search`: the Google Patents
 * scrape (title, abstract, CPC; US/CN/WO/EP…, no dates) and the PatentsView grants (title, abstract,
 * grant date; no CPC). The corpus importer is the product's way in; this inserts rows directly.
 */
export type SampleRecord = Pick<CorpusRecord, 'publicationNumber' | 'country' | 'number' | 'kind' | 'title' | 'abstract' | 'claims' | 'description' | 'publicationDate' | 'cpc'>;

type Row = Record<string, string>;
const readCsv = (path: string): Row[] => parse(readFileSync(path), { columns: true, skip_empty_lines: true, relax_quotes: true }) as Row[];

/** PatentsView wraps some titles and abstracts in doubled quotes; the sources write None or NULL for a missing field. */
const clean = (s: string | undefined) => {
  const text = trimOf(s ?? '', whitespaceOr('"')).replace(/""/g, '"').replace(/\s+/g, ' ');
  return text === 'None' || text === 'NULL' ? '' : text;
};

export function googlePatentsRecords(dataDir: string): SampleRecord[] {
  const dir = join(dataDir, 'google-patents-ai-abstracts-cpc', 'scraped');
  const out: SampleRecord[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.csv')).sort()) {
    for (const row of readCsv(join(dir, file))) {
      const id = parsePublicationNumber(row.publication_number ?? '');
      if (!id) continue;
      const cpc = [...(row.cpc_codes ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!.replace(/\s+/g, ''));
      out.push({ publicationNumber: id.publicationNumber, country: id.country, number: id.number, kind: id.kind, title: clean(row.title), abstract: clean(row.abstract), claims: '', description: '', publicationDate: null, cpc });
    }
  }
  return out;
}

export function patentsViewRecords(dataDir: string): SampleRecord[] {
  const dir = join(dataDir, 'patentsview-abstracts-koehrsen');
  return ['neural_network_patent_query.csv', 'baseball_patent_query.csv'].flatMap((file) =>
    readCsv(join(dir, file)).flatMap((row): SampleRecord[] => {
      const id = parsePublicationNumber(row.patent_number ?? '', 'US');
      if (!id) return [];
      const date = /^\d{4}-\d{2}-\d{2}$/.test(row.patent_date ?? '') ? row.patent_date! : null;
      return [{ publicationNumber: id.publicationNumber, country: id.country, number: id.number, kind: id.kind, title: clean(row.patent_title), abstract: clean(row.patent_abstract), claims: '', description: '', publicationDate: date, cpc: [] }];
    }),
  );
}

/** Both sources, one record per publication number (the scrape repeats some). */
export function sampleRecords(dataDir: string): SampleRecord[] {
  const seen = new Set<string>();
  return [...googlePatentsRecords(dataDir), ...patentsViewRecords(dataDir)].filter((r) => r.abstract && !seen.has(r.publicationNumber) && seen.add(r.publicationNumber));
}

/** Full claim sets of real applications (PatentEval, sampled from HUPD) with their IPC section. */
export function patentEvalClaimSets(dataDir: string): { section: string; claims: string; abstract: string }[] {
  return readCsv(join(dataDir, 'patenteval-claims-abstracts', 'eval_data_c2a.csv')).map((r) => ({ section: r.domain ?? '', claims: r.claims ?? '', abstract: r.abstract ?? '' }));
}
