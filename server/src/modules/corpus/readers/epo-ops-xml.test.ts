import { readSharedFile } from '../test-data';

describe('EPO OPS bibliographic XML reader', () => {
  it('reads a biblio document: DOCDB number, dates, CPC/IPC, epodoc parties, examiner citations', async () => {
    const { records } = await readSharedFile('patent-client-fixtures/epo-ops/published/biblio_example.xml');
    const r = records[0]!;
    expect(r.publicationNumber).toBe('US20060142694A1');
    expect(r.title).toBe('Bi-directional steerable catheter control handle');
    expect(r.abstract).toMatch(/^The present invention is a handle/);
    expect(r.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.citations[0]).toMatchObject({ publicationNumber: 'US5277199A', citedBy: 'examiner', date: '1994-01-11' });
    expect(r.source).toBe('epo-ops-xml');
  });

  it('joins classification parts and takes the earliest priority claim', async () => {
    const { records } = await readSharedFile('patent-client-fixtures/epo-ops/published/biblio_example_3.xml');
    const r = records[0]!;
    expect(r.publicationNumber).toBe('AU2013290010A1');
    expect(r.cpc).toContain('C07C1/047');
    expect(r.ipc).toEqual(['C10L1/00']);
    expect(r.priorityDate).toBe('2012-07-12');
    expect(r.applicants).toEqual(['PRIMUS GREEN ENERGY INC']);
    expect(r.inventors).toEqual(['FANG HOWARD L', 'QIN MEIFANG', 'BEN-REUVEN MOSHE']);
  });

  it('rejects a document without any text and skips OPS responses with no exchange documents', async () => {
    const jp = await readSharedFile('patent-client-fixtures/epo-ops/published/biblio_example_2.xml');
    expect(jp.rejections).toEqual([{ record: expect.stringMatching(/^JP2005533465/), reason: 'no title, abstract or claims' }]);
    const legal = await readSharedFile('patent-client-fixtures/epo-ops/legal/example_1.xml');
    expect(legal.skipped).toMatch(/without bibliographic documents/);
  });
});
