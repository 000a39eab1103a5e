import { buildCitations, type RawCitation } from '../../src/modules/ids/build-citations';
import { parseCitationDate } from '../../src/modules/ids/citation-date';
import { sniffIds } from '../../src/modules/documents/sniff';
import { readIdsInThread as readStoredIds } from '../file-readers';
import { citationKey, fixtureKey, idsCsvFixture, idsXmlFixture, precisionRecall, ptoSb08Fixture, realCitationList, sb08PdfFixture } from '../fixtures/ids-documents';

const keyOf = (r: RawCitation) =>
  r.nplText !== null || r.section === 'npl' ? citationKey({ nplText: r.nplText ?? '' }) : citationKey({ country: r.country, number: r.number, kind: r.kind });

/** Extraction of a real 200-citation list from each IDS form it can arrive in (precision and recall ≥ 0.95). */
describe('IDS extraction precision and recall on generated documents', () => {
  const list = realCitationList();
  const truth = list.map(fixtureKey);

  it('uses a realistic list: U.S. grants and publications, five foreign offices, NPL', () => {
    const countries = new Set(list.flatMap((c) => (c.type === 'patent' ? [c.country] : [])));
    expect(list.length).toBe(200);
    expect([...countries].sort()).toEqual(['EP', 'GB', 'JP', 'KR', 'US', 'WO']);
    expect(list.filter((c) => c.type === 'npl').length).toBeGreaterThan(60);
  });

  it.each([
    ['sb08-pdf', 'pdf', "this product's SB/08 layout", () => sb08PdfFixture(list)],
    ['sb08-pdf', 'pdf', 'the PTO/SB/08a sheet', () => ptoSb08Fixture(list)],
    ['csv', 'csv', 'a docketing export', async () => new TextEncoder().encode(idsCsvFixture(list))],
    ['sb08-xml', 'xml', 'SB/08 XML', async () => new TextEncoder().encode(idsXmlFixture(list))],
  ] as const)('%s (%s): %s', async (name, format, layout, make) => {
    const bytes = await make();
    // The upload check must take the document as what it is, or it never reaches the reader.
    expect(sniffIds(bytes)?.format).toBe(format);
    const read = await readStoredIds(bytes, format);
    expect(read.sourceFormat).toBe(name);
    const { precision, recall } = precisionRecall(truth, read.citations.map(keyOf));
    console.log(`IDS extraction ${name} (${layout}): ${read.citations.length} read of ${truth.length}; precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    // Fields as well as numbers: each patent's date (to its precision) and patentee name.
    const truthFields = new Map(list.flatMap((c) => (c.type === 'patent' ? [[fixtureKey(c), `${parseCitationDate(c.date)?.iso ?? ''}|${c.name}`] as const] : [])));
    const patents = read.citations.filter((r) => r.section !== 'npl');
    const agreeing = patents.filter((r) => truthFields.get(keyOf(r)) === `${parseCitationDate(r.date)?.iso ?? ''}|${r.name ?? ''}`).length;
    console.log(`IDS extraction ${name} (${layout}): dates and names agree for ${agreeing} of ${truthFields.size} patents`);
    expect(agreeing / truthFields.size).toBeGreaterThanOrEqual(0.95);
    // Types follow the tables: every U.S. entry is a U.S. patent or publication, and the NPL stays NPL.
    const types = buildCitations(read.citations).map((c) => c.type);
    expect(types.filter((t) => t === 'npl').length).toBe(list.filter((c) => c.type === 'npl').length);
    expect(types.filter((t) => t === 'usApplication').length).toBe(list.filter((c) => c.type === 'patent' && c.country === 'US' && c.number.includes('/')).length);
  }, 60_000);
});
