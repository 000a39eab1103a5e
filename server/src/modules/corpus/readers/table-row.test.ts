import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readSharedFile, SHARED_DATA } from '../test-data';
import { parseColumnMapping } from './column-mapping';
import { listCell, readTableRow } from './table-row';

describe('CSV and JSON-lines readers', () => {
  it('reads the scraped Google Patents CSV with its Python-list CPC column', async () => {
    const { records, rejections } = await readSharedFile('google-patents-ai-abstracts-cpc/scraped/patent_details_20251001-102339.csv');
    expect(records.length).toBeGreaterThan(1900);
    const first = records[0]!;
    expect(first.publicationNumber).toBe('CN110543639B');
    expect(first.cpc.length).toBeGreaterThan(0);
    expect(first.cpc.every((s) => /^[A-HY]\d\d[A-Z]\d+\/\d+$/.test(s))).toBe(true);
    expect(rejections.every((r) => r.reason.length > 0)).toBe(true);
  });

  it('reads the Google Patents CSV export: dashed ids, US dates, assignee and inventors; Taiwanese invention numbers (I series) read', async () => {
    const { records, rejections } = await readSharedFile('google-patents-ai-abstracts-cpc/gp-search-exports/gp-search-20251001-102842.csv');
    const de = records.find((r) => r.publicationNumber === 'DE102021126648A1')!;
    expect(de).toMatchObject({ priorityDate: '2020-10-15', filingDate: '2021-10-14', publicationDate: '2022-04-21', applicants: ['Nvidia Corporation'] });
    expect(de.inventors).toContain('Aman Kishore');
    expect(records.length + rejections.length).toBe(5321);
    expect(records.find((r) => r.country === 'TW')?.publicationNumber).toMatch(/^TWI\d+B$/);
    expect(rejections.every((r) => !/^TW-I/.test(r.record))).toBe(true);
  });

  it('skips the "search URL" line a Google Patents export may start with', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iprism-gp-'));
    const rows = readFileSync(join(SHARED_DATA, 'google-patents-ai-abstracts-cpc/gp-search-exports/gp-search-20251001-102842.csv'), 'utf8').split('\n').slice(0, 4);
    writeFileSync(join(dir, 'export.csv'), ['search URL:,https://patents.google.com/?q=(transformer)', ...rows].join('\n'));
    const copy = await readSharedFile(relative(SHARED_DATA, join(dir, 'export.csv')));
    expect(copy.records.map((r) => r.publicationNumber)).toEqual(['DE102021126648A1', 'US12230040B2', expect.stringMatching(/^[A-Z]{2}\d+[A-Z]\d?$/)]);
  });

  it('reads PatentsView rows as US grants', async () => {
    const { records } = await readSharedFile('patentsview-abstracts-koehrsen/baseball_patent_query.csv');
    expect(records).toHaveLength(2664);
    expect(records.every((r) => r.country === 'US' && (r.abstract || r.title) && /^\d{4}-\d{2}-\d{2}$/.test(r.publicationDate ?? ''))).toBe(true);
    // Design patents have no abstract: the export writes "NULL", which is no text to search or quote.
    expect(records.find((r) => r.number === 'D349814')).toMatchObject({ abstract: '', title: expect.stringMatching(/soft foam insert/i) });
    expect(records.some((r) => /^null$/i.test(r.abstract))).toBe(false);
  });

  it('reads Lens JSON lines with CPC, IPC and NPL citations', async () => {
    const { records, rejections } = await readSharedFile('lens-covid-patents-blopeur/Coronavirus-MERS-patents.jsonl');
    expect(records.length + rejections.length).toBe(259);
    const cn = records.find((r) => r.publicationNumber === 'CN103724406A')!;
    expect(cn).toMatchObject({ publicationDate: '2014-04-16', filingDate: '2013-11-20', priorityDate: '2013-11-20', ipc: ['C07K14/165', 'A61K39/215', 'A61P31/14'] });
    expect(cn.citations).toHaveLength(2);
    expect(cn.citations[0]).toMatchObject({ publicationNumber: null, citedBy: 'unknown' });
    expect(records.find((r) => r.publicationNumber === 'WO2015057966A2')!.cpc).toContain('A61K39/215');
  });

  it('rejects IP Street rows: application numbers are not publication numbers', async () => {
    const { records, rejections } = await readSharedFile('ipstreet-single-claims/single_claim.tsv');
    expect(records).toEqual([]);
    expect(rejections).toHaveLength(399);
    expect(rejections[0]!.reason).toBe('13915223 is an application number; a corpus record needs a publication number');
  });

  it('skips a CSV without a publication-number column unless --map names one', async () => {
    const plain = await readSharedFile('patenteval-claims-abstracts/eval_data_c2a.csv');
    expect(plain.skipped).toMatch(/no publication-number column \(columns: domain, claims, abstract\)/);
    const mapped = await readSharedFile('patentsview-abstracts-koehrsen/baseball_patent_query.csv', parseColumnMapping('number=patent_number,title=patent_title,defaultCountry=US'));
    expect(mapped.records[0]!.abstract).toBe('');
    expect(mapped.records[0]!.title).not.toBe('');
  });

  it('parses --map and rejects what it cannot use', () => {
    expect(parseColumnMapping('number=id,title=invention_title')).toMatchObject({ number: 'id', title: 'invention_title' });
    expect(() => parseColumnMapping('title=t')).toThrow(/number=<column>/);
    expect(() => parseColumnMapping('number=id,colour=c')).toThrow(/"colour=c"/);
  });

  it('reads list cells and rejects a row without a number', () => {
    expect(listCell("['G06N3/084', 'G06F16/2255']", /,/)).toEqual(['G06N3/084', 'G06F16/2255']);
    expect(listCell('a; b', /;/)).toEqual(['a', 'b']);
    expect(readTableRow({ title: 'x' }, { number: 'n', title: 'title' }, 'f row 2', 'csv')).toEqual({ rejection: { record: 'f row 2', reason: 'no publication number' } });
    expect(readTableRow({ n: 'US1234567B1' }, { number: 'n', title: 'title' }, 'f row 3', 'csv')).toEqual({ rejection: { record: 'US1234567B1 (f row 3)', reason: 'no title, abstract or claims' } });
  });
});

describe('broad CPC data sets', () => {
  it('reads the 10,000 random US grants: abstract, grant date and CPC subgroups, every section', async () => {
    const { records, rejections } = await readSharedFile('uspto-random-10000-cpc/uspto-random-10000.csv');
    expect(records.length + rejections.length).toBe(10_000);
    const first = records.find((r) => r.publicationNumber === 'US6836996')!;
    expect(first).toMatchObject({ country: 'US', number: '6836996', publicationDate: '2005-01-04' });
    expect(first.abstract).toMatch(/^A modular hook assembly/);
    const withCpc = records.filter((r) => r.cpc.length > 0);
    expect(withCpc.length).toBeGreaterThan(9500);
    expect(new Set(withCpc.flatMap((r) => r.cpc.map((c) => c[0])))).toEqual(new Set('ABCDEFGHY'.split('')));
  });

  it('reads the PatentSBERTa claims: claim 1 as the claims and the one-hot subclass columns as CPC', async () => {
    const { records, rejections } = await readSharedFile('patentsberta-claims-cpc-train/df_claim_cpc_train.csv');
    expect(rejections).toEqual([]);
    expect(records).toHaveLength(1000);
    expect(records.every((r) => r.country === 'US' && r.claims.length > 20 && /^201[3-7]-/.test(r.publicationDate ?? ''))).toBe(true);
    expect(records.filter((r) => r.cpc.length > 0).length).toBeGreaterThan(990);
    expect(records.every((r) => r.cpc.every((c) => /^[A-HY]\d{2}[A-Z]$/.test(c)))).toBe(true);
  });
});
