import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_DATA } from '../../../test/fixtures/documents-data';
import { paragraphsPdf } from '../../../test/fixtures/documents-pdf';
import { makeDocx } from '../../../test/fixtures/documents-zip';
import { extractDocumentInThread as extractDocument } from '../../../test/file-readers';
import { sniffApplication } from './sniff';

/** Sniffing then extracting, as the upload pipeline does. */
const extract = async (bytes: Uint8Array) => extractDocument(bytes, sniffApplication(bytes)!.format);

describe('extractDocument', () => {
  it('dispatches each format to its reader', async () => {
    expect((await extract((await paragraphsPdf(['1. A method.'])).bytes)).pages).toEqual(['1. A method.']);
    expect((await extract(makeDocx(['1. A method.']))).pages).toEqual(['1. A method.']);
    expect((await extract(new TextEncoder().encode('1. A method.\r\n'))).pages).toEqual(['1. A method.\n']);
    const xml = await extract(readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/application/v4-5-A1.xml')));
    expect(xml.format).toBe('uspto-xml');
    expect(xml.structured!.claims).toHaveLength(6);
  });

  it('reads UTF-16 USPTO XML', async () => {
    const text = readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/grant/v4-5-B2.xml'), 'utf8');
    const bytes = new Uint8Array(Buffer.from(`\uFEFF${text}`, 'utf16le'));
    expect((await extract(bytes)).structured!.claims).toHaveLength(9);
  });

  it('reports empty input and truncated XML with their kinds', async () => {
    await expect(extractDocument(new Uint8Array(0), 'docx')).rejects.toEqual(expect.objectContaining({ kind: 'empty' }));
    await expect(extractDocument(new TextEncoder().encode(' \n\t'), 'text')).rejects.toEqual(expect.objectContaining({ kind: 'empty' }));
    const truncated = readFileSync(join(SHARED_DATA, 'uspto-xml-go-uspto-testdata/grant/v4-0-B2.xml')).subarray(0, 20_000);
    await expect(extract(truncated)).rejects.toEqual(expect.objectContaining({ kind: 'corrupt' }));
  });
});
