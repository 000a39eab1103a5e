import type { CorpusRecord } from '../src/modules/corpus/record';

/** Small corpus records for the scout and acquisitions tests, shaped as the importer hands them over. */
export function corpusRecord(publicationNumber: string, over: Partial<CorpusRecord> = {}): CorpusRecord {
  const m = /^([A-Z]{2})((?:D|PP|RE)?\d+)([A-Z]\d?)?$/.exec(publicationNumber)!;
  return {
    publicationNumber, country: m[1]!, number: m[2]!, kind: m[3] ?? '',
    title: '', abstract: '', claims: '', description: '',
    publicationDate: null, filingDate: null, priorityDate: null,
    cpc: [], ipc: [], applicants: [], inventors: [], citations: [], familyKeys: [], source: 'test',
    ...over,
  };
}

export const cites = (country: string, number: string, kind = 'B2') => ({ publicationNumber: `${country}${number}${kind}`, country, number, kind, date: null, text: null, citedBy: 'examiner' as const });

export const SCOUT_CORPUS: CorpusRecord[] = [
  corpusRecord('US11147202B2', {
    title: 'Wheeled hand truck', abstract: 'A wheeled hand truck with a footplate for turf aerating.',
    claims: '1. A wheeled hand truck comprising a footplate.\n2. The hand truck of claim 1, wherein the footplate pivots.\n3. A method of aerating turf.',
    publicationDate: '2021-10-19', filingDate: '2018-12-26', cpc: ['A01B1/243', 'B62B1/12'], applicants: ['Yeow Ng'], inventors: ['Yeow Ng'],
    citations: [cites('US', '8714275', 'B1'), { publicationNumber: null, country: null, number: null, kind: null, date: null, text: 'Turf Journal, 1999', citedBy: 'applicant' }],
    familyKeys: ['US:16232658', 'US20190124818'],
  }),
  corpusRecord('US8714275B1', { title: 'Turf aerator cart', abstract: 'An aerator cart for turf.', publicationDate: '2014-05-06', filingDate: '2011-03-01', cpc: ['A01B45/02'], applicants: ['Green Co'] }),
  corpusRecord('US20190124818A1', { title: 'Wheeled hand truck', abstract: 'Hand truck publication.', publicationDate: '2019-05-02', filingDate: '2018-12-26', cpc: ['B62B1/12'], applicants: ['Yeow Ng'], familyKeys: ['US:16232658'] }),
  corpusRecord('USD901234S', { title: 'Chair', abstract: 'Ornamental design for a chair.', publicationDate: '2020-11-10', filingDate: '2016-02-01', cpc: [], applicants: ['Seat Works'] }),
  corpusRecord('US9999001B2', { title: 'Solar panel mount', abstract: 'A photovoltaic solar panel mounting rail.', publicationDate: '2018-06-05', filingDate: '2015-01-20', cpc: ['H02S20/30'], applicants: ['Sun Corp'], citations: [cites('US', '11147202')] }),
  corpusRecord('EP3000001B1', { title: 'Solar tracker', abstract: 'A solar tracker for photovoltaic panels.', publicationDate: '2019-03-13', filingDate: '2016-07-01', cpc: ['H02S20/32', 'F24S30/425'], applicants: ['Sun Corp'] }),
  corpusRecord('US10000002B2', { title: 'Solar roof tile', abstract: 'A solar roof tile with photovoltaic cells.', publicationDate: '2018-06-19', filingDate: '2016-03-03', cpc: ['H02S20/25'], applicants: ['Roof Inc'] }),
];
