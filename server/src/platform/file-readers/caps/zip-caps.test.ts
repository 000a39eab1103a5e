import { makeDocx, makeZip } from '../../../../test/fixtures/documents-zip';
import { docxBomb, docxManyEntries, xmlDeeplyNested } from '../../../../test/fixtures/hostile-files';
import { DocumentError } from '../../../modules/documents/document-error';
import { FileRefusedError } from '../file-refusal';
import { DEFAULT_READER_LIMITS, type ReaderLimits } from '../reader-settings';
import { checkZipCaps } from './zip-caps';

const outcome = (bytes: Uint8Array, limits: ReaderLimits = DEFAULT_READER_LIMITS) => {
  try {
    checkZipCaps(bytes, limits);
    return 'passes';
  } catch (error) {
    if (error instanceof FileRefusedError) return error.refusal;
    return error instanceof DocumentError ? error.kind : error;
  }
};

describe('checkZipCaps', () => {
  it('passes an ordinary Word document', () => {
    expect(outcome(makeDocx(Array.from({ length: 200 }, (_, i) => `${i + 1}. A paragraph.`)))).toBe('passes');
  });

  it('refuses by the central directory before inflating: entries (ZIP64 counts included), declared size, ratio', () => {
    expect(outcome(docxManyEntries())).toEqual({ reason: 'zipEntries', count: 100_000, limit: 5_000 });
    expect(outcome(docxBomb('truth'))).toEqual({ reason: 'zipExpandedSize', size: expect.any(Number), limit: 256 * 1024 * 1024 });
    expect((outcome(docxBomb('truth')) as { size: number }).size).toBeGreaterThan(1024 ** 3);
    const generous = { ...DEFAULT_READER_LIMITS, zip: { ...DEFAULT_READER_LIMITS.zip, maxExpandedBytes: 2 * 1024 ** 3 } };
    expect(outcome(docxBomb('truth'), generous)).toEqual({ reason: 'zipRatio', entry: 'word/document.xml', ratio: expect.any(Number), limit: 100 });
  });

  it('never inflates an entry past what it declares', () => {
    expect(outcome(docxBomb('lie'))).toEqual({ reason: 'zipUndeclaredSize', entry: 'word/document.xml', size: 8 * 1024 });
  });

  it('puts the XML parts through the XML caps, and calls a package without a directory damaged', () => {
    const deep = makeZip({ 'word/document.xml': xmlDeeplyNested(1000).toString() });
    expect(outcome(deep)).toEqual({ reason: 'xmlDepth', limit: 256 });
    expect(outcome(makeDocx(['x']).subarray(0, 100))).toBe('corrupt');
  });
});
