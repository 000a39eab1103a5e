import { readSharedFile } from '../test-data';

describe('USPTO Patent Public Search JSON reader', () => {
  it('reads every full document with its number, dates, CPC, claims and cited references', async () => {
    const { records, rejections } = await readSharedFile('patent-client-fixtures/uspto-ppubs/doc.json');
    expect(records.length + rejections.length).toBe(31);
    expect(records).toHaveLength(31);
    const old = records.find((r) => r.publicationNumber === 'US6103599A')!;
    expect(old).toMatchObject({ publicationDate: '2000-08-15', filingDate: '1998-06-03', cpc: ['H01L21/30604', 'H01L21/76254', 'Y10S438/977'], applicants: ['Silicon Genesis Corporation'] });
    expect(old.inventors).toEqual(['Francois J. Henley', 'Nathan Cheung']);
    expect(old.claims).toMatch(/^1\. A method for fabricating a substrate/);
    expect(old.claims).not.toMatch(/<br|&quot;/);
    // 33 US references (no citing party before 2001), 4 foreign, NPL.
    expect(old.citations.filter((c) => c.country === 'US' && c.publicationNumber)).toHaveLength(33);
    expect(old.citations.find((c) => c.country === 'EP')).toMatchObject({ publicationNumber: 'EP0379828', date: '1989-12' });
    expect(old.citations.some((c) => c.publicationNumber === null && /SOI/.test(c.text ?? ''))).toBe(true);
  });

  it('splits examiner and applicant citations of a 2023 grant', async () => {
    const { records } = await readSharedFile('patent-client-fixtures/uspto-ppubs/doc.json');
    const grant = records.find((r) => r.publicationNumber === 'US11556879B1')!;
    expect(grant.citations[0]).toMatchObject({ publicationNumber: 'US8244603B1', citedBy: 'examiner', date: '2012-08' });
    const npl = grant.citations.filter((c) => c.publicationNumber === null);
    expect(npl[0]!.text).toMatch(/^Ng, A\. “Part V: Support Vector Machines\.”/);
    expect(npl[0]!.text).not.toMatch(/cited by/);
    expect(npl[0]!.citedBy).toBe('examiner');
    const all = records.flatMap((r) => r.citations.map((c) => c.citedBy));
    expect(all).toContain('applicant');
  });

  it('dates priority from the earliest claim: foreign priority, provisional or parent application', async () => {
    const { records } = await readSharedFile('patent-client-fixtures/uspto-ppubs/doc.json');
    const byNumber = (n: string) => records.find((r) => r.publicationNumber === n)!;
    expect(byNumber('US11557320B1')).toMatchObject({ filingDate: '2022-01-05', priorityDate: '2021-01-25' });
    expect(byNumber('US20230009372A1')).toMatchObject({ filingDate: '2022-05-31', priorityDate: '2014-04-29' });
    expect(byNumber('US11556547B2')).toMatchObject({ filingDate: '2021-03-10', priorityDate: '2020-03-19' });
    expect(byNumber('US6103599A').priorityDate).toBeNull();
  });

  it('reads a search-result page of biblio records (title, no abstract)', async () => {
    const { records, rejections } = await readSharedFile('patent-client-fixtures/uspto-ppubs/biblio.json');
    expect(records).toHaveLength(129);
    expect(rejections).toEqual([]);
    expect(records.every((r) => r.title && r.abstract === '' && r.publicationDate)).toBe(true);
  });
});
