import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parsePublicationNumber } from '../patent-numbers/docdb';
import { readSharedFile, SHARED_DATA } from '../test-data';
import { splitDocumentStream } from './split-stream';
import { readUsptoDocument } from './uspto-xml';

const SAMPLES = [
  ['uspto-xml-go-uspto-testdata/grant/v2-5-B1.xml', 'US6334226B1'],
  ['uspto-xml-go-uspto-testdata/grant/v2-5-B2.xml', 'US6530116B2'],
  ['uspto-xml-go-uspto-testdata/grant/v2-5-S1.xml', 'USD452599S1'],
  ['uspto-xml-go-uspto-testdata/grant/v4-0-B2.xml', 'US6857133B2'],
  ['uspto-xml-go-uspto-testdata/grant/v4-5-B1.xml', null],
  ['uspto-xml-go-uspto-testdata/grant/v4-5-B2.xml', 'US11147202B2'],
  ['uspto-xml-go-uspto-testdata/application/v1-5-A1_1.xml', null],
  ['uspto-xml-go-uspto-testdata/application/v4-0-A1.xml', null],
  ['uspto-xml-go-uspto-testdata/application/v4-4-A1.xml', null],
  ['uspto-xml-go-uspto-testdata/application/v4-5-A2.xml', null],
  // The file is named S1; its B130 says S, and the record keeps what the document states.
  ['uspto-patentpublicdata-samples/sgml/USD435854S1.xml', 'USD435854S'],
  ['uspto-patentpublicdata-samples/sgml/US06337117.xml', 'US6337117B1'],
  ['uspto-patentpublicdata-samples/pap/US20010000044A1.xml', 'US20010000044A1'],
  ['uspto-patentpublicdata-samples/xmlApp2004/US20050004437A1.xml', 'US20050004437A1'],
  ['uspto-patentpublicdata-samples/xml2004/US06970935.xml', 'US6970935B1'],
  ['uspto-patentpublicdata-samples/xml2014/US08930553.xml', 'US8930553B2'],
] as const;

describe('USPTO full-text XML reader', () => {
  it.each(SAMPLES)('%s yields one record with a DOCDB number, a date and text', async (file, expected) => {
    const { records, rejections } = await readSharedFile(file);
    expect(rejections).toEqual([]);
    expect(records).toHaveLength(1);
    const record = records[0]!;
    const reparsed = parsePublicationNumber(record.publicationNumber);
    expect(reparsed?.publicationNumber).toBe(record.publicationNumber);
    expect(record.kind).toMatch(/^[A-Z]\d?$/);
    if (expected) expect(record.publicationNumber).toBe(expected);
    expect(record.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.title.length).toBeGreaterThan(3);
  });

  it('reads ICE v4.5 biblio: dates, CPC and IPC without spaces, parties, claims and cited references split by who cited them', async () => {
    const { records } = await readSharedFile('uspto-xml-go-uspto-testdata/grant/v4-5-B2.xml');
    const r = records[0]!;
    expect(r).toMatchObject({ publicationDate: '2021-10-19', filingDate: '2018-12-26' });
    expect(r.cpc[0]).toBe('A01B1/243');
    expect(r.cpc.every((s) => /^[A-HY]\d\d[A-Z]\d+\/\d+$/.test(s))).toBe(true);
    expect(r.ipc).toContain('A01B1/24');
    expect(r.claims).toMatch(/^1\. /);
    expect(r.description.length).toBeGreaterThan(1000);
    expect(r.inventors.length).toBeGreaterThan(0);
    const citedBy = new Set(r.citations.map((c) => c.citedBy));
    expect(r.citations.length).toBeGreaterThan(0);
    expect([...citedBy].every((c) => c === 'examiner' || c === 'applicant')).toBe(true);
  });

  it('dates priority from the provisional or parent application claimed, never from a related publication', async () => {
    const provisional = (await readSharedFile('uspto-patentpublicdata-samples/xml2004/US06859910.xml')).records[0]!;
    expect(provisional.priorityDate).toBe('2000-04-10');
    const republished = (await readSharedFile('uspto-xml-go-uspto-testdata/grant/v4-5-B2.xml')).records[0]!;
    expect(republished.priorityDate).toBeNull();
  });

  it('tells examiner from applicant citations in a 2014 grant (us-references-cited category)', async () => {
    const { records } = await readSharedFile('uspto-patentpublicdata-samples/xml2014/US08926509.xml');
    const kinds = records[0]!.citations.map((c) => c.citedBy);
    expect(kinds).toContain('examiner');
    expect(kinds).toContain('applicant');
    expect(records[0]!.citations.some((c) => c.publicationNumber === null && c.text)).toBe(true);
  });

  it('reads ST.32 SGML biblio: fixed-width IPC, priority date, CITED-BY markers', async () => {
    const { records } = await readSharedFile('uspto-xml-go-uspto-testdata/grant/v2-5-B2.xml');
    const r = records[0]!;
    expect(r.ipc).toEqual(['A47L5/14']);
    expect(r.filingDate).toBe('2001-02-13');
    expect(r.publicationDate).toBe('2003-03-11');
    expect(r.inventors).toContain('Robert C. Berfield');
    expect(r.citations[0]).toMatchObject({ publicationNumber: 'US2276844A', citedBy: 'applicant', date: '1942-03' });
  });

  it('yields every document of a multi-document weekly file, split while streaming', async () => {
    const { records } = await readSharedFile('uspto-xml-go-uspto-testdata/test.xml');
    expect(records.map((r) => r.publicationNumber)).toHaveLength(2);
    expect(new Set(records.map((r) => r.publicationNumber)).size).toBe(2);
    // Chunk boundaries anywhere, even inside the declaration, give the same documents.
    const text = readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/test.xml'), 'utf8');
    const chunks = Array.from({ length: Math.ceil(text.length / 997) }, (_, i) => text.slice(i * 997, (i + 1) * 997));
    const docs: string[] = [];
    for await (const doc of splitDocumentStream(Readable.from(chunks))) docs.push(doc);
    expect(docs).toHaveLength(2);
    expect(docs.join('')).toBe(text.slice(text.indexOf('<')));
    expect(docs.map((d, i) => readUsptoDocument(d, `doc ${i}`))).toEqual(records.map((record) => ({ record })));
  });

  it('rejects file-wrapper parts and broken documents with a reason', async () => {
    const ifw = await readSharedFile('uspto-patentpublicdata-samples/xml4ip/extracted/CDC_Download_2016-03-30/12993548/12993548.2013-05-30.HHC6R88MPXXIFW3.CLM/12993548.2013-05-30.HHC6R88MPXXIFW3.CLM.xml');
    expect(ifw.records).toEqual([]);
    expect(ifw.rejections[0]!.reason).toMatch(/no publication number/);
    const truncated = readUsptoDocument('<?xml version="1.0"?><us-patent-grant><us-bibliographic-data-grant>', 'cut.xml');
    expect(truncated).toEqual({ rejection: { record: 'cut.xml', reason: expect.stringMatching(/damaged or incomplete/) } });
  });
});
