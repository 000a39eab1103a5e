import type { PriorArtReference } from '@iprism/shared/contracts';
import { analyseIds } from './analyse-ids';
import { buildCitations, emptyRaw, type RawCitation } from './build-citations';
import { highlyRelevant } from './highly-relevant';

const us = (citeNo: string, number: string, kind: string | null, date: string | null, name: string | null = 'Smith'): RawCitation => ({ ...emptyRaw('us'), citeNo, number, kind, date, name });
const foreign = (citeNo: string, country: string | null, number: string, kind: string | null, date: string | null): RawCitation => ({ ...emptyRaw('foreign'), citeNo, country, number, kind, date });
const npl = (citeNo: string, text: string): RawCitation => ({ ...emptyRaw('npl'), citeNo, nplText: text });

const run = (raws: RawCitation[], relevant: { publicationNumber: string; title: string; score: number }[] = []) =>
  analyseIds({ fileName: 'ids.csv', sourceFormat: 'csv', header: null, citations: buildCitations(raws), today: '2026-11-23', filingDate: '2015-01-06', relevant }).analysis;

describe('IDS validation', () => {
  it('passes a clean IDS without issues and counts each type', () => {
    const analysis = run([us('1', '7123456', 'B2', '10-17-2006'), us('2', '2005/0101841', 'A9', '05-2005'), foreign('3', 'EP', '1070479', 'A2', '2001-01'), npl('4', 'Doe J: "A sensor", NATURE, 2001')]);
    expect(analysis.issues).toEqual([]);
    expect(analysis.counts).toEqual({ total: 4, usPatents: 1, usApplications: 1, foreign: 1, npl: 1, errors: 0, warnings: 0, infos: 0 });
  });

  it('gives specific messages for number format, kind code, dates and missing fields', () => {
    const analysis = run([
      us('1', '712345678', 'B2', '10-17-2006'),
      us('2', '2005/0101841', 'B2', '05-2005'),
      us('3', '7123456', 'B2', '02-30-2006'),
      us('4', '7123456', 'B1', '2030-01-01'),
      us('5', '7654321', 'B1', '2016-03-01', null),
      foreign('6', 'EP', '1070479', null, null),
      foreign('7', null, '1070479', 'A2', '2001'),
      foreign('8', 'XX', '123456', 'A', '2001'),
      npl('9', 'some notes'),
      npl('10', 'Roe K: "Forecast", J. Future Res., vol. 3 (2031-05-01)'),
      npl('11', 'Doe J: "Late paper", SCIENCE, 2017'),
    ]);
    const byCode = (ref: string) => analysis.issues.filter((i) => i.citationRef === ref).map((i) => [i.severity, i.code, i.message]);
    expect(byCode('c1')).toEqual([['error', 'number-format', 'Cite 1: US 712345678 B2: not a valid US number (U.S. patent: 5 to 8 digits; U.S. pre-grant publication: year and 7 digits; U.S. reissue: RE and 4 to 6 digits; U.S. design patent: D and 5 to 7 digits; U.S. plant patent: PP and 4 to 6 digits; U.S. statutory invention registration: H and 3 to 5 digits).']]);
    expect(byCode('c2')).toEqual([['error', 'kind-code', 'Cite 2: US 20050101841 B2: kind code B2 is not used for a U.S. pre-grant publication (expected A1, A2, A9).']]);
    expect(byCode('c3')).toEqual([['error', 'invalid-date', 'Cite 3: "02-30-2006" is not a valid date (use MM-DD-YYYY or YYYY-MM-DD).']]);
    expect(byCode('c4')).toEqual([['error', 'future-date', 'Cite 4: the publication date 2030-01-01 is in the future.']]);
    expect(byCode('c5')).toEqual([
      ['warning', 'missing-field', 'Cite 5: US 7654321 has no name of patentee or applicant.'],
      ['warning', 'after-filing-date', "Cite 5: published 2016-03-01, after the application's filing date 2015-01-06; it is not prior art to this application."],
    ]);
    expect(byCode('c6').map((i) => i[1])).toEqual(['missing-kind', 'missing-field']);
    expect(byCode('c7')).toEqual([['error', 'missing-field', 'Cite 7: foreign document 1070479 has no country code.']]);
    expect(byCode('c8').map((i) => i[1])).toEqual(['unknown-country']);
    expect(byCode('c9').map((i) => i[1])).toEqual(['missing-field']);
    expect(byCode('c10')).toEqual([['error', 'future-date', 'Cite 10: the publication date 2031-05-01 is in the future.']]);
    expect(byCode('c11')).toEqual([['warning', 'after-filing-date', "Cite 11: published 2017, after the application's filing date 2015-01-06; it is not prior art to this application."]]);
    expect(analysis.counts.errors).toBe(analysis.issues.filter((i) => i.severity === 'error').length);
  });

  it('finds duplicates after normalisation (the same patent written two ways, the same DOI)', () => {
    const analysis = run([
      us('1', '7,123,456', 'B2', '10-17-2006'),
      us('2', 'US-7123456-B2', null, '2006-10-17'),
      npl('3', 'A: "T", J, 2001, DOI: 10.1000/xyz123'),
      npl('4', 'A et al: "T (reprint)", J, 2002, doi:10.1000/XYZ123.'),
    ]);
    expect(analysis.issues.filter((i) => i.code === 'duplicate').map((i) => i.message)).toEqual(['Cite 2: duplicates cite 1 (US7123456B2).', 'Cite 4: duplicates cite 3 (DOI 10.1000/XYZ123).']);
  });

  it('names highly relevant prior art the IDS omits, matching across kind codes', () => {
    const references = [
      { rank: 1, publicationNumber: 'US-7123456-B1', title: 'Strain-based pitch control', relevance: 0.9 },
      { rank: 2, publicationNumber: 'EP1070479A1', title: 'Wind turbine', relevance: 0.8 },
      { rank: 3, publicationNumber: 'US20110019595A1', title: 'Blade sensor', relevance: 0.6 },
      { rank: 4, publicationNumber: 'US5000000A', title: 'Weak match', relevance: 0.2 },
      { rank: 9, publicationNumber: 'US6000000A', title: 'Background', relevance: 0.59 },
    ] as PriorArtReference[];
    const relevant = highlyRelevant(references);
    expect(relevant.map((r) => r.publicationNumber)).toEqual(['US-7123456-B1', 'EP1070479A1', 'US20110019595A1']);
    const analysis = run([us('1', '7123456', 'B2', '2006'), foreign('2', 'EP', '1070479', 'A2', '2001')], relevant);
    expect(analysis.issues.filter((i) => i.code === 'omitted-relevant')).toEqual([
      { severity: 'warning', code: 'omitted-relevant', message: 'US20110019595A1 (Blade sensor) was found highly relevant by the prior-art search but is not in the IDS.', citationRef: null, publicationNumber: 'US20110019595A1' },
    ]);
  });

  it('reports an IDS with no readable citation', () => {
    expect(run([]).issues).toEqual([expect.objectContaining({ severity: 'error', code: 'no-citations' })]);
  });
});
