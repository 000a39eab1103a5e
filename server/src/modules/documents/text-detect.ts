import { decodeText, detectEncoding } from './plain-text';

/** Share of control characters (other than whitespace) above which bytes are binary, not text. */
const MAX_CONTROL_SHARE = 0.01;
/** Latin-1 accepts any byte, so it needs stronger evidence than UTF-8 to be called text. */
const MAX_CONTROL_SHARE_LATIN1 = 0.001;

/** The decoded text when the bytes look like human-readable text, else null. */
export function readAsText(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null;
  const encoding = detectEncoding(bytes);
  // NUL never appears in real 8-bit text; in UTF-16 it is every other byte, so check after decoding.
  if (!encoding.startsWith('utf-16') && bytes.includes(0)) return null;
  const text = decodeText(bytes);
  if (text.trim() === '') return null;
  const controls = text.match(/[\p{Cc}\uFFFD]/gu)?.filter((c) => !'\t\n\r\f'.includes(c)).length ?? 0;
  const limit = encoding === 'latin1' ? MAX_CONTROL_SHARE_LATIN1 : MAX_CONTROL_SHARE;
  return controls <= text.length * limit ? text : null;
}
