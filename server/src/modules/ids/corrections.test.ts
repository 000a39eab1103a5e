import { applyCorrections } from './corrections';
import { buildCitations, emptyRaw } from './build-citations';
import { heldCitations } from './held';
import { analyseIds } from './analyse-ids';

const read = buildCitations([
  { ...emptyRaw('us'), citeNo: '1', number: '7,123,456', kind: 'B2', date: '2006-10-17', name: 'Smith', citedBy: 'applicant' },
  { ...emptyRaw('us'), citeNo: '2', number: 'US-7123456-B2', date: '2006-10-17', name: 'Smith' },
  { ...emptyRaw('foreign'), citeNo: '3', number: 'DE 10 2010 012 34 A1', date: '2011-09-22', name: 'Bosch' },
]);
const at = '2026-11-26T00:00:00.000Z';
const held = (citations: ReturnType<typeof applyCorrections>) =>
  heldCitations(citations, analyseIds({ fileName: 'ids.csv', sourceFormat: 'csv', header: null, citations, today: '2026-11-26', filingDate: null, relevant: [] }).analysis.issues);

describe('corrections over the citations as read', () => {
  it('holds the duplicate and the malformed number, with their messages', () => {
    expect(held(read).map((h) => [h.ref, h.label])).toEqual([
      ['c2', 'US-7123456-B2'],
      ['c3', 'DE 10 2010 012 34 A1'],
    ]);
  });

  it('replaces a corrected citation under its ref, leaves a removed one out, and keeps who cited it', () => {
    const corrected = applyCorrections(read, [
      { ref: 'c1', citation: { type: 'patent', citeNo: '1', country: null, number: '7123456', kind: 'B2', date: '2006-10-17', name: 'Smith' }, correctedAt: at },
      { ref: 'c2', citation: null, correctedAt: at },
      { ref: 'c3', citation: { type: 'patent', citeNo: '3', country: 'DE', number: '10 2010 012 345', kind: 'A1', date: '2011-09-22', name: 'Bosch' }, correctedAt: at },
    ]);
    expect(corrected.map((c) => [c.ref, c.type, c.country, c.number, c.citedBy])).toEqual([
      ['c1', 'usPatent', 'US', '7123456', 'applicant'],
      ['c3', 'foreign', 'DE', '10 2010 012 345', null],
    ]);
    expect(held(corrected)).toEqual([]);
  });

  it('turns a patent into literature', () => {
    const [c] = applyCorrections(read.slice(2), [{ ref: 'c3', citation: { type: 'npl', citeNo: '3', text: 'BOSCH, "Pitch control", brochure, 2011' }, correctedAt: at }]);
    expect(c).toMatchObject({ ref: 'c3', type: 'npl', number: null, npl: { title: 'Pitch control', date: '2011' } });
  });
});
