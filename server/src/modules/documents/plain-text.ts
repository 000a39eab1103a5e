import type { ExtractedDocument } from './extracted-document';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWith = (bytes: Uint8Array, prefix: number[]): boolean => prefix.every((b, i) => bytes[i] === b);

/** The text encoding of a byte string when it can be told from the bytes themselves. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'latin1';

/** UTF-16 is only trusted with a BOM: without one, bytes that happen to pair up are not evidence. */
export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  if (startsWith(bytes, UTF8_BOM) || isValidUtf8(bytes)) return 'utf-8';
  return 'latin1';
}

export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Decodes (dropping any BOM) and normalises CRLF / CR line endings to LF. */
export function decodeText(bytes: Uint8Array): string {
  const encoding = detectEncoding(bytes);
  let text: string;
  if (encoding === 'utf-16be') {
    // TextDecoder has no utf-16be in every runtime; swap to LE.
    const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      swapped[i] = bytes[i + 1]!;
      swapped[i + 1] = bytes[i]!;
    }
    text = new TextDecoder('utf-16le').decode(swapped);
  } else {
    text = new TextDecoder(encoding === 'latin1' ? 'latin1' : encoding).decode(bytes);
  }
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export function extractPlainText(bytes: Uint8Array): ExtractedDocument {
  return { format: 'text', pages: [decodeText(bytes)], paginated: false, structured: null };
}
