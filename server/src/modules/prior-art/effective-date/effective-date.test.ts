import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractUsptoXml } from '../../documents/uspto-xml/extract-uspto-xml';
import { SHARED_DATA } from '../../corpus/test-data';
import { documentBibliography } from './document-bibliography';
import { effectiveDate } from './effective-date';
import { textBibliography } from './text-bibliography';

const bibliographyOf = (file: string) => documentBibliography(extractUsptoXml(readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata', file), 'latin1')));
const basisOf = (file: string) => effectiveDate(bibliographyOf(file).dateClaims)?.basis;

describe('the effective date of real USPTO documents', () => {
  it('is the filing date of a grant that claims nothing earlier (US 9,358,892)', () => {
    const b = bibliographyOf('grant/v4-5-B1.xml');
    expect(b.applicationNumber).toBe('14558596');
    expect(basisOf('grant/v4-5-B1.xml')).toBe('2014-12-02 — filing date of application 14/558,596');
    expect(b.cpc).toContain('B60L11/1809');
  });

  it('goes back to the parent of a division', () => {
    expect(basisOf('application/v4-0-A1.xml')).toBe('2002-03-14 — parent application 10/098,856, division');
    expect(bibliographyOf('application/v4-0-A1.xml').familyPublications).toContain('US6769139');
  });

  it('takes the earliest of continuation, CIP and foreign priority', () => {
    const b = bibliographyOf('application/v4-0-A2_1.xml');
    expect(b.dateClaims.map((c) => [c.date, c.basis, c.relation])).toEqual([
      ['1998-09-05', 'foreign-priority', null],
      ['1999-09-02', 'parent', 'continuation-in-part'],
      ['2000-06-23', 'parent', 'continuation-in-part'],
      ['2000-12-19', 'parent', 'continuation'],
      ['2003-12-22', 'filing', null],
    ]);
    expect(basisOf('application/v4-0-A2_1.xml')).toBe('1998-09-05 — foreign priority DE 19840645.2');
    expect(b.familyApplications).toEqual(expect.arrayContaining(['US:09742144', 'US:09582318', 'DE:198406452']));
  });

  it('counts a provisional, and the family the document names', () => {
    const b = bibliographyOf('application/v4-4-A2.xml');
    expect(basisOf('application/v4-4-A2.xml')).toBe('2010-08-11 — provisional application 61/372,662');
    expect(b.familyApplications).toEqual(expect.arrayContaining(['US:13030752', 'US:61372662']));
    expect(b.familyPublications).toEqual(['US20140237828']);
  });

  it('reads PAP continuity data and ST.32 priorities', () => {
    expect(basisOf('application/v1-5-A1_2.xml')).toBe('1997-08-02 — foreign priority DE 197 33 454');
    expect(basisOf('grant/v2-5-B1.xml')).toBe('1997-10-22 — foreign priority JP 9-290033');
    expect(basisOf('grant/v2-5-B2.xml')).toBe('2001-02-13 — filing date of application 09/782,496');
  });
});

describe('dates stated in a document text', () => {
  it('reads the cross-reference paragraph of a real description', () => {
    const text = 'This application is a National Phase entry of PCT/CA2019/051575 filed Nov. 5, 2019, which claims priority to and the benefit of US Provisional Patent Application No. 62/756,069 filed Nov. 5, 2018, the entire contents of both of which are incorporated herein by reference.';
    expect(textBibliography(text).dateClaims.map((c) => [c.date, c.basis, c.number, c.relation])).toEqual([
      ['2018-11-05', 'provisional', '62/756,069', null],
      ['2019-11-05', 'parent', 'PCT/CA2019/051575', 'national stage'],
    ]);
  });

  it('reads a front page: filing date, related U.S. application data and foreign priority', () => {
    const page = [
      '(21) Appl. No.: 10/909,766',
      '(22) Filed: Aug. 2, 2004',
      'Related U.S. Application Data',
      '(62) Division of application No. 10/098,856, filed on Mar. 14, 2002, now Pat. No. 6,769,139.',
      '(60) Provisional application No. 60/276,123, filed on Mar. 16, 2001.',
      '(30) Foreign Application Priority Data',
      'Sep. 5, 1998 (DE) .......................... 198 40 645',
      '(51) Int. Cl.7 ........ B65D 5/00',
    ].join('\n');
    const b = textBibliography(page);
    expect(b.applicationNumber).toBe('10/909,766');
    expect(b.dateClaims.map((c) => [c.date, c.basis, c.relation])).toEqual([
      ['1998-09-05', 'foreign-priority', null],
      ['2001-03-16', 'provisional', null],
      ['2002-03-14', 'parent', 'division'],
      ['2004-08-02', 'filing', null],
    ]);
    expect(effectiveDate(b.dateClaims)?.basis).toBe('1998-09-05 — foreign priority DE 198 40 645');
  });

  it('follows a chain of continuations and ignores applications only incorporated by reference', () => {
    const text =
      'This application is a continuation of U.S. application Ser. No. 13/030,752, filed Feb. 18, 2011, which is a division of application Ser. No. 12/111,222, filed Jan. 3, 2008. ' +
      'A suitable sensor is described in U.S. patent application Ser. No. 11/000,001, filed Jun. 1, 2005, incorporated herein by reference.';
    expect(textBibliography(text).dateClaims.map((c) => [c.date, c.number, c.relation])).toEqual([
      ['2008-01-03', '12/111,222', 'division'],
      ['2011-02-18', '13/030,752', 'continuation'],
    ]);
  });

  it('finds no date in a text that states none', () => {
    expect(textBibliography('A wind turbine blade with a pitch actuator. Filed under the heading of turbines.').dateClaims).toEqual([]);
    expect(effectiveDate([])).toBeNull();
  });
});
