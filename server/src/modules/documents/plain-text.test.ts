import { decodeText, extractPlainText } from './plain-text';

describe('decodeText', () => {
  it('decodes UTF-8 with or without BOM and normalises line endings', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFFa\r\nb\rc\n\u00b5'))).toBe('a\nb\nc\n\u00b5');
  });

  it('decodes UTF-16 LE and BE by their BOM', () => {
    const le = Buffer.from('\uFEFFclaim \u2014 1\r\n', 'utf16le');
    expect(decodeText(new Uint8Array(le))).toBe('claim \u2014 1\n');
    expect(decodeText(new Uint8Array(Buffer.from(le).swap16()))).toBe('claim \u2014 1\n');
  });

  it('falls back to Latin-1 for bytes that are not UTF-8', () => {
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Caf\u00e9');
  });
});

it('extractPlainText gives one unpaginated page', () => {
  expect(extractPlainText(new TextEncoder().encode('1. A method.'))).toEqual({ format: 'text', pages: ['1. A method.'], paginated: false, structured: null });
});
