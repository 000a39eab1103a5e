import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../platform/config/config';
import { extractPdfInThread as extractPdf } from '../../../test/file-readers';
import { buildCitations } from './build-citations';
import { normaliseCitations } from './normalise';
import { readIdsCsv } from './read-csv';
import { readIdsXml } from './read-xml';
import { readSb08Header } from './read-sb08-header';
import { readSb08Text } from './read-sb08-text';
import { sb08Header } from './sb08-header';
import { sb08FromCitations } from './sb08-from-citations';
import { renderSb08Pdf } from './write-sb08-pdf';
import { writeIdsCsv } from './write-ids-csv';

const DATA = join(REPO_ROOT, '..', 'shared', 'data');
const grant = (...path: string[]) => readFileSync(join(DATA, ...path), 'utf8');

describe('IDS readers', () => {
  it('reads the us-references-cited list of a real grant (US08926509): 160 citations with who cited them', () => {
    const { sourceFormat, citations } = readIdsXml(grant('uspto-patentpublicdata-samples', 'xml2014', 'US08926509.xml'));
    expect(sourceFormat).toBe('uspto-grant-xml');
    expect(citations).toHaveLength(160);
    expect(citations[0]).toMatchObject({ section: 'us', citeNo: '1', country: 'US', number: '4313443', kind: 'A', date: '19820200', name: 'Frosch et al.', citedBy: 'applicant' });
    const typed = buildCitations(citations);
    const byType = (t: string) => typed.filter((c) => c.type === t).length;
    expect([byType('usPatent'), byType('usApplication'), byType('foreign'), byType('npl')]).toEqual([44, 54, 32, 30]);
    const npl = typed.find((c) => c.citeNo === '131')!;
    expect(npl.citedBy).toBe('examiner');
    expect(npl.npl?.title).toBe('Experimental Comparison of Discrete and CMOS Charge Sensitive Preamplifiers for CZT Radiation Detectors');
  });

  it('reads the older references-cited list (2004 grant XML)', () => {
    const { citations } = readIdsXml(grant('uspto-patentpublicdata-samples', 'xml2004', 'US06970935.xml'));
    expect(citations.length).toBe(11);
    expect(citations[0]).toMatchObject({ number: '5918020', name: 'Blackard et al.', citedBy: 'examiner' });
  });

  it('finds the header row of a CSV after a title line and reads NPL rows', () => {
    const csv = 'My IDS\n\nCite,Patent Number,Kind Code,Issue Date,Patentee\n1,"7,123,456",B2,10/17/2006,Smith\n2,,,,\nNPL,,,,\n';
    expect(readIdsCsv(csv)).toEqual([expect.objectContaining({ citeNo: '1', number: '7,123,456', kind: 'B2', date: '10/17/2006', name: 'Smith' })]);
    const withNpl = readIdsCsv('No.,Document Number,Country,Non Patent Literature\n1,EP1070479A2,EP,\n2,,,"Doe, J. ""A title"", Nature, 2001"\n');
    expect(withNpl.map((r) => [r.section, r.number, r.nplText])).toEqual([
      [null, 'EP1070479A2', null],
      ['npl', null, 'Doe, J. "A title", Nature, 2001'],
    ]);
  });

  it('reads SB/08 text whose wrapped names and literature continue on the next lines and across sheets', () => {
    const pages = [
      'INFORMATION DISCLOSURE STATEMENT BY APPLICANT Sheet 1 of 2\nApplication Number: 14/123,456 Filing Date: 01-06-2015\nU.S. PATENT DOCUMENTS\nExaminer Cite Document Number Publication Date Name of Patentee or Applicant\nInitials* No. Number-Kind Code MM-DD-YYYY of Cited Document\n1 US-7,123,456-B2 10-17-2006 Smith et\nal.\n2 US-2005/0101841-A9 05-2005 Kaylor',
      'U.S. PATENT DOCUMENTS (continued)\n3 US-RE38,123-E 2003 Doe\nFOREIGN PATENT DOCUMENTS\nExaminer Cite Foreign Document Country Kind Publication Date Name of Patentee or\nInitials* No. Number Code Code MM-DD-YYYY Applicant\n4 1070479 EP A2 01-2001\n5 10-2004-0032451 KR 04-2004\n6 WO-2004/002301-A2 01-2004 Magar\nNON PATENT LITERATURE DOCUMENTS\n7 Berrou, et al. Near Shannon limit, IEEE, May 1993, p.\n1064-1070.\nExaminer Signature Date Considered',
    ];
    const rows = readSb08Text(pages);
    expect(rows.map((r) => [r.section, r.citeNo, r.country, r.number, r.kind, r.date, r.name ?? r.nplText])).toEqual([
      ['us', '1', 'US', 'US-7,123,456-B2', null, '10-17-2006', 'Smith et al.'],
      ['us', '2', 'US', 'US-2005/0101841-A9', null, '05-2005', 'Kaylor'],
      ['us', '3', 'US', 'US-RE38,123-E', null, '2003', 'Doe'],
      ['foreign', '4', 'EP', '1070479', 'A2', '01-2001', null],
      ['foreign', '5', 'KR', '10-2004-0032451', null, '04-2004', null],
      ['foreign', '6', null, 'WO-2004/002301-A2', null, '01-2004', 'Magar'],
      ['npl', '7', null, null, null, null, 'Berrou, et al. Near Shannon limit, IEEE, May 1993, p. 1064-1070.'],
    ]);
  });
});

describe('SB/08 identification block', () => {
  const blank = { applicationNumber: null, filingDate: null, firstNamedInventor: null, artUnit: null, examinerName: null, attorneyDocketNumber: null };

  it('reads the fields two to a line, with or without colons, leaving blank ones null', () => {
    const ours = 'INFORMATION DISCLOSURE STATEMENT BY APPLICANT\nApplication Number: 14/123,456 Filing Date: 01-06-2015\nFirst Named Inventor: Magar Art Unit: 3735\nExaminer Name: Attorney Docket Number: PRO-42\nU.S. PATENT DOCUMENTS';
    expect(readSb08Header([ours])).toEqual({ ...blank, applicationNumber: '14/123,456', filingDate: '01-06-2015', firstNamedInventor: 'Magar', artUnit: '3735', attorneyDocketNumber: 'PRO-42' });
    const pto = 'Substitute for form 1449/PTO Complete if Known\nApplication Number 16/330,077\nFiling Date March 5, 2019\nFirst Named Inventor Jane Q. Doe\nArt Unit 2124\nExaminer Name Smith, John\nAttorney Docket Number  ABC-123US';
    expect(readSb08Header([pto])).toEqual({ applicationNumber: '16/330,077', filingDate: 'March 5, 2019', firstNamedInventor: 'Jane Q. Doe', artUnit: '2124', examinerName: 'Smith, John', attorneyDocketNumber: 'ABC-123US' });
  });

  it('reads only above the tables, takes the first sheet that fills a field, and is null without one', () => {
    const sheet1 = 'Application Number: 14/123,456 Filing Date:\nNON PATENT LITERATURE DOCUMENTS\n1 Doe, Filing Date of Application Number 99/999,999, 2001';
    const sheet2 = 'Application Number: 15/000,000 Filing Date: 01-06-2015\nU.S. PATENT DOCUMENTS';
    expect(readSb08Header([sheet1, sheet2])).toEqual({ ...blank, applicationNumber: '14/123,456', filingDate: '01-06-2015' });
    expect(readSb08Header(['U.S. PATENT DOCUMENTS\n1 US-7,123,456-B2 10-17-2006 Smith'])).toBeNull();
    expect(readSb08Header(['Application Number: Filing Date:\nFOREIGN PATENT DOCUMENTS'])).toBeNull();
  });

  it("fills the new form from the uploaded one, then from the application, and leaves the rest for the attorney", () => {
    const application = { documentNumber: 'US20150123456A1', filingDate: '2015-01-06', title: 'Body-worn sensor' };
    expect(sb08Header({ ...blank, applicationNumber: '14/123,456', attorneyDocketNumber: 'PRO-42' }, application)).toEqual({
      applicationNumber: '14/123,456',
      filingDate: '2015-01-06',
      firstNamedInventor: '',
      artUnit: '',
      examinerName: '',
      attorneyDocketNumber: 'PRO-42',
      title: 'Body-worn sensor',
    });
    expect(sb08Header(null, { documentNumber: null, filingDate: null, title: 'T' })).toMatchObject({ applicationNumber: '', filingDate: '', title: 'T' });
  });

  it('reads back the block of an SB/08 this product wrote', async () => {
    const header = { applicationNumber: '14/123,456', filingDate: '01-06-2015', firstNamedInventor: 'Magar', artUnit: '3735', examinerName: '', attorneyDocketNumber: 'PRO-42', title: 'Body-worn sensor' };
    const { pages } = await extractPdf(await renderSb08Pdf(sb08FromCitations(header, [])));
    expect(readSb08Header(pages)).toEqual({ ...blank, applicationNumber: '14/123,456', filingDate: '01-06-2015', firstNamedInventor: 'Magar', artUnit: '3735', attorneyDocketNumber: 'PRO-42' });
  }, 30_000);
});

describe('normalised IDS writers', () => {
  const citations = normaliseCitations(buildCitations(readIdsXml(grant('uspto-patentpublicdata-samples', 'xml2014', 'US08926509.xml')).citations));

  it('normalises to DOCDB and ISO dates', () => {
    const byCite = (n: string) => citations.find((c) => c.citeNo === n)!;
    expect(byCite('1')).toMatchObject({ publicationNumber: 'US4313443A', date: '1982-02' });
    expect(citations.map((c) => c.publicationNumber)).toEqual(expect.arrayContaining(['US20050101841A9', 'WO1989002682A1', 'WO2002064032A3', 'KR20040032451', 'JP2006055530A', 'EP1292218B1']));
  });

  it('writes a CSV its own reader reads back', () => {
    const back = buildCitations(readIdsCsv(writeIdsCsv(citations)));
    expect(normaliseCitations(back).map((c) => c.publicationNumber)).toEqual(citations.map((c) => c.publicationNumber));
    expect(back.filter((c) => c.type === 'npl').map((c) => c.npl?.text)).toEqual(citations.filter((c) => c.type === 'npl').map((c) => c.npl?.text));
  });

  it('writes an SB/08 PDF whose extracted text gives back every citation, with sheets and signature boxes', async () => {
    const header = { applicationNumber: '14/123,456', filingDate: '2015-01-06', firstNamedInventor: 'Magar', artUnit: '3735', examinerName: '', attorneyDocketNumber: 'PRO-42', title: 'Body-worn sensor' };
    const pdf = await renderSb08Pdf(sb08FromCitations(header, citations));
    const { pages } = await extractPdf(pdf);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages[0]).toContain('INFORMATION DISCLOSURE STATEMENT BY APPLICANT');
    expect(pages[0]).toContain('Application Number: 14/123,456');
    expect(pages.at(-1)).toContain(`Sheet ${pages.length} of ${pages.length}`);
    expect(pages.every((p) => p.includes('Examiner Signature') && p.includes('Date Considered'))).toBe(true);
    const back = normaliseCitations(buildCitations(readSb08Text(pages)));
    expect(back.map((c) => c.publicationNumber)).toEqual(citations.map((c) => c.publicationNumber));
    expect(back.map((c) => c.date)).toEqual(citations.map((c) => c.date));
  }, 30_000);

  it('lays each table out in cite-number order, whatever order the citations came in', async () => {
    const header = { applicationNumber: '', filingDate: '', firstNamedInventor: '', artUnit: '', examinerName: '', attorneyDocketNumber: '', title: 'Reversed' };
    const form = sb08FromCitations(header, [...citations].reverse());
    expect(form.us.slice(0, 3).map((r) => r.citeNo)).toEqual(['1', '2', '3']);
    const back = normaliseCitations(buildCitations(readSb08Text((await extractPdf(await renderSb08Pdf(form))).pages)));
    expect(back.map((c) => c.publicationNumber)).toEqual(citations.map((c) => c.publicationNumber));
  }, 30_000);
});
