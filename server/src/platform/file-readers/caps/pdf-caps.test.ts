import { deflateSync } from 'node:zlib';
import { encryptedPdf, paragraphsPdf } from '../../../../test/fixtures/documents-pdf';
import { pdfFlateBomb, pdfOf } from '../../../../test/fixtures/hostile-files';
import { DocumentError } from '../../../modules/documents/document-error';
import { FileRefusedError } from '../file-refusal';
import { DEFAULT_READER_LIMITS } from '../reader-settings';
import { checkPdfCaps } from './pdf-caps';
import { ascii85Decode, asciiHexDecode, lzwDecode, runLengthDecode } from './pdf-filters';
import { scanPdf } from './pdf-streams';

const MB = 1024 * 1024;
const outcome = async (bytes: Uint8Array, maxDecodedBytes = DEFAULT_READER_LIMITS.pdf.maxDecodedBytes) => {
  try {
    await checkPdfCaps(bytes, { ...DEFAULT_READER_LIMITS.pdf, maxDecodedBytes });
    return 'passes';
  } catch (error) {
    if (error instanceof FileRefusedError) return error.refusal;
    return error instanceof DocumentError ? error.kind : error;
  }
};

const streamPdf = (dictionary: string, data: Buffer) =>
  pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')])]);

describe('checkPdfCaps', () => {
  it('passes an ordinary PDF and finds its streams', async () => {
    const { bytes } = await paragraphsPdf(Array.from({ length: 300 }, (_, i) => `${i + 1}. A paragraph of text.`));
    expect(scanPdf(bytes).streams.length).toBeGreaterThan(3);
    expect(await outcome(bytes)).toBe('passes');
  });

  it('stops a FlateDecode bomb at the limit, and refuses encrypted files it cannot measure', async () => {
    expect(await outcome(pdfFlateBomb(), 16 * MB)).toEqual({ reason: 'pdfDecodedSize', limit: 16 * MB });
    expect(await outcome(encryptedPdf())).toBe('encrypted');
  });

  it('measures a stream through its filter chain, and a stream with no filter it knows as FlateDecode', async () => {
    const inflating = deflateSync(Buffer.alloc(3 * MB));
    expect(await outcome(streamPdf('/Filter [/ASCIIHexDecode /FlateDecode]', Buffer.from(inflating.toString('hex') + '>')), 2 * MB)).toEqual({ reason: 'pdfDecodedSize', limit: 2 * MB });
    expect(await outcome(streamPdf('/Filter /JBIG2Decode', inflating), 2 * MB)).toEqual({ reason: 'pdfDecodedSize', limit: 2 * MB });
    expect(await outcome(streamPdf('/Filter /FlateDecode', inflating), 4 * MB)).toBe('passes');
  });
});

describe('PDF filters', () => {
  it('decode as PDF 32000-1 §7.4 says, and stop at the maximum', () => {
    expect(Buffer.from(asciiHexDecode(Buffer.from('48 65 6C6c6F>'), 100)!).toString()).toBe('Hello');
    expect(Buffer.from(ascii85Decode(Buffer.from('87cURD]i,"Ebo80~>'), 100)!).toString()).toBe('Hello World!');
    expect(Buffer.from(runLengthDecode(Buffer.from([2, 0x61, 0x62, 0x63, 0xfe, 0x78, 128]), 100)!).toString()).toBe('abcxxx');
    expect(runLengthDecode(Buffer.from([0x81, 0x78, 0x81, 0x78]), 200)).toBeNull();
    // 9-bit codes: 'A' 'B' then code 258 ("AB"), end of data.
    const codes = [65, 66, 258, 257];
    let bits = '';
    for (const c of codes) bits += c.toString(2).padStart(9, '0');
    const bytes = Buffer.from((bits + '0'.repeat((8 - (bits.length % 8)) % 8)).match(/.{8}/g)!.map((b) => parseInt(b, 2)));
    expect(Buffer.from(lzwDecode(bytes, 100)!).toString()).toBe('ABAB');
  });
});
