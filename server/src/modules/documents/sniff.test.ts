import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from '../../../test/fixtures/documents-data';
import { encryptedPdf, paragraphsPdf } from '../../../test/fixtures/documents-pdf';
import { makeDocx, makeZip } from '../../../test/fixtures/documents-zip';
import { sniffApplication, sniffIds } from './sniff';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const utf16 = (text: string, bigEndian: boolean): Uint8Array => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return bigEndian ? new Uint8Array(le.swap16()) : new Uint8Array(le);
};
const sample = (file: string): Uint8Array => readFileSync(join(SHARED_DATA, file));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);
/** Deterministic noise, the same on every run. */
const RANDOM = new Uint8Array(2048).map((_, i) => (i * 2654435761) >>> 24);

describe('sniffApplication', () => {
  it('recognises a PDF by its header, even after leading junk', async () => {
    const { bytes } = await paragraphsPdf(['A claim.']);
    expect(sniffApplication(bytes)).toEqual({ format: 'pdf', mediaType: 'application/pdf' });
    expect(sniffApplication(new Uint8Array([...utf8('junk before the header\n'), ...bytes]))?.format).toBe('pdf');
    expect(sniffApplication(encryptedPdf())?.format).toBe('pdf');
    expect(sniffApplication(new Uint8Array([...new Uint8Array(1100).fill(32), ...utf8('%PDF-1.7')]))?.format).not.toBe('pdf');
  });

  it('recognises DOCX by the word/document.xml entry of the central directory, and takes a ZIP without one for a damaged DOCX', () => {
    expect(sniffApplication(makeDocx(['Claim 1.']))).toEqual({
      format: 'docx',
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(sniffApplication(makeZip({ 'content.xml': '<office/>', 'word/other.xml': '<w/>' }))).toBeNull();
    // A cut-off upload loses its directory first: the reader then says "damaged", not "not a DOCX".
    expect(sniffApplication(utf8('PK\x03\x04word/document.xml but no directory'))?.format).toBe('docx');
  });

  it('recognises every USPTO DTD generation by its root', () => {
    for (const file of [
      'uspto-xml-go-uspto-testdata/grant/v4-5-B1.xml',
      'uspto-xml-go-uspto-testdata/application/v4-4-A1.xml',
      'uspto-xml-go-uspto-testdata/application/v4-0-A1.xml', // no declaration, no DOCTYPE
      'uspto-xml-go-uspto-testdata/grant/v2-5-B1.xml',
      'uspto-patentpublicdata-samples/pap/US20010000044A1.xml', // a stray XHTML DOCTYPE
      'uspto-patentpublicdata-samples/sgml/USD435854S1.xml',
      'uspto-xml-go-uspto-testdata/test.xml',
    ]) {
      expect([file, sniffApplication(sample(file))]).toEqual([file, { format: 'uspto-xml', mediaType: 'application/xml' }]);
    }
    expect(sniffApplication(utf8('<?xml version="1.0"?>\n<us-patent-application-publication/>'))?.format).toBe('uspto-xml');
    expect(sniffApplication(utf8('<?xml version="1.0"?>\n<html><body>hi</body></html>'))).toBeNull();
  });

  it('recognises plain text in UTF-8 (with or without BOM), UTF-16 with BOM and Latin-1', () => {
    const claim = '1. A widget comprising a lever, wherein the lever is 5 \u00b5m long.\n';
    expect(sniffApplication(utf8(claim))).toEqual({ format: 'text', mediaType: 'text/plain' });
    expect(sniffApplication(utf8(`\uFEFF${claim}`))?.format).toBe('text');
    expect(sniffApplication(utf16(claim, false))?.format).toBe('text');
    expect(sniffApplication(utf16(claim, true))?.format).toBe('text');
    expect(sniffApplication(new Uint8Array(Buffer.from('Caf\u00e9 cr\u00e8me claims\n', 'latin1')))?.format).toBe('text');
    // The name is irrelevant: a "claims.pdf" that holds text is text.
    expect(sniffApplication(utf8('Claims of application.pdf\n1. A method.'))?.format).toBe('text');
  });

  it('rejects binaries, images, archives, empty and NUL-bearing files', () => {
    for (const bytes of [PNG, ELF, RANDOM, new Uint8Array(0), utf8('   \n'), utf8('text\0with a NUL'), makeZip({ 'a.txt': 'hello' })]) {
      expect(sniffApplication(bytes)).toBeNull();
    }
  });
});

describe('sniffIds', () => {
  it('recognises PDF, CSV and any XML', async () => {
    expect(sniffIds((await paragraphsPdf(['IDS'])).bytes)?.format).toBe('pdf');
    expect(sniffIds(utf8('number,kind,date\nUS1234567,B1,2001-01-01\n"US 7,654,321",B2,2010-02-02\n'))).toEqual({ format: 'csv', mediaType: 'text/csv' });
    expect(sniffIds(utf8('number;date\r\nUS1234567;2001\r\nEP1000000;1999'))?.format).toBe('csv');
    expect(sniffIds(utf8('number\tdate\nUS1234567\t2001\n'))?.format).toBe('csv');
    // A title line (and a blank one) before the header, as sheets exported for filing often have.
    expect(sniffIds(utf8('Information Disclosure Statement\n\nnumber,kind,date\nUS1234567,B1,2001-01-01\nUS7654321,B2,2010-02-02\n'))?.format).toBe('csv');
    expect(sniffIds(utf8('<?xml version="1.0"?>\n<ids><ref>US1234567</ref></ids>\n'))).toEqual({ format: 'xml', mediaType: 'application/xml' });
    expect(sniffIds(sample('uspto-patentpublicdata-samples/cpcMaster/cpcMaster.xml'))?.format).toBe('xml');
  });

  it('rejects prose, ragged rows, DOCX and binaries', () => {
    expect(sniffIds(utf8('Just one line of prose without structure.'))).toBeNull();
    expect(sniffIds(utf8('a,b,c\nd,e\nf,g,h,i\n'))).toBeNull();
    expect(sniffIds(utf8('Title line\na,b,c\nd,e\n'))).toBeNull();
    expect(sniffIds(makeDocx(['US1234567']))).toBeNull();
    for (const bytes of [PNG, ELF, RANDOM, new Uint8Array(0)]) expect(sniffIds(bytes)).toBeNull();
  });
});
