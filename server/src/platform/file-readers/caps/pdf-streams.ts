/** A stream of a PDF as its dictionary describes it; `data` is the raw (still encoded) bytes. */
export interface PdfStream {
  /** Filter names in decoding order, abbreviations expanded; empty when the dictionary names none we can read. */
  filters: string[];
  data: Uint8Array;
}

export interface PdfScan {
  streams: PdfStream[];
  /** The file names an /Encrypt dictionary (its trailer or cross-reference stream). */
  encrypted: boolean;
}

const ABBREVIATIONS: Record<string, string> = { AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', Fl: 'FlateDecode', RL: 'RunLengthDecode', CCF: 'CCITTFaxDecode', DCT: 'DCTDecode' };

const CR = 0x0d;
const LF = 0x0a;
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
const ENCRYPT = Buffer.from('/Encrypt');
/** How far before `stream` its dictionary may start; never past the previous stream keyword, so the scan stays linear. */
const DICTIONARY_WINDOW = 4096;
/** `endstream` follows the data within this many bytes when /Length is right. */
const LENGTH_SLACK = 32;

const isWhite = (b: number | undefined): boolean => b === 0x20 || b === LF || b === CR || b === 0x09 || b === 0x0c || b === 0x00;
const isDelimiter = (b: number | undefined): boolean => b === undefined || isWhite(b) || '/<[('.includes(String.fromCharCode(b)) || (b >= 0x30 && b <= 0x39);

/**
 * Every stream of a PDF, found by its `stream` keyword wherever it is (not through the cross-reference
 * table, which a crafted file can point anywhere): a keyword after `>>` and before an end of line starts one,
 * its dictionary is the `<<…>>` before it, its data ends at /Length or `endstream`. Stream data is not
 * skipped, so nothing can hide inside another stream; the scan is linear in the file.
 */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const streams: PdfStream[] = [];
  let previous = 0;
  const endstreams = { at: -1 };
  for (let at = buffer.indexOf(STREAM); at >= 0; at = buffer.indexOf(STREAM, at + STREAM.length)) {
    const floor = previous;
    previous = at + STREAM.length;
    const dictionaryEnd = lastNonWhite(buffer, at, floor);
    if (dictionaryEnd < 2 || buffer[dictionaryEnd - 1] !== 0x3e || buffer[dictionaryEnd - 2] !== 0x3e) continue;
    let dataStart = at + STREAM.length;
    if (buffer[dataStart] === CR) dataStart++;
    if (buffer[dataStart] === LF) dataStart++;
    if (dataStart === at + STREAM.length) continue;
    const dictionaryStart = matchingOpen(buffer, dictionaryEnd, Math.max(floor, at - DICTIONARY_WINDOW));
    const dictionary = dictionaryStart === null ? '' : buffer.toString('latin1', dictionaryStart, dictionaryEnd);
    streams.push({ filters: filtersOf(dictionary), data: bytes.subarray(dataStart, streamDataEnd(buffer, dictionary, dataStart, endstreams)) });
  }
  return { streams, encrypted: namesEncrypt(buffer) };
}

function lastNonWhite(buffer: Buffer, before: number, floor: number): number {
  let i = before;
  while (i > floor && isWhite(buffer[i - 1])) i--;
  return i;
}

/** Start of the `<<` that the `>>` ending at `end` closes, counting nested dictionaries; null within the window. */
function matchingOpen(buffer: Buffer, end: number, floor: number): number | null {
  let depth = 0;
  for (let i = end - 1; i > floor; i--) {
    if (buffer[i] === 0x3e && buffer[i - 1] === 0x3e) {
      depth++;
      i--;
    } else if (buffer[i] === 0x3c && buffer[i - 1] === 0x3c) {
      depth--;
      i--;
      if (depth === 0) return i;
    }
  }
  return null;
}

/** The data's end by /Length when `endstream` follows it closely, else at the next `endstream` (found once for many streams). */
function streamDataEnd(buffer: Buffer, dictionary: string, start: number, endstreams: { at: number }): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  if (length) {
    const end = start + Number(length[1]);
    if (end <= buffer.length && buffer.subarray(end, end + LENGTH_SLACK + ENDSTREAM.length).includes(ENDSTREAM)) return end;
  }
  if (endstreams.at < start) {
    const keyword = buffer.indexOf(ENDSTREAM, start);
    endstreams.at = keyword < 0 ? buffer.length : keyword;
  }
  return endstreams.at;
}

function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary);
  if (!match) return [];
  return [...match[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map(([, name]) => ABBREVIATIONS[name!] ?? name!);
}

function namesEncrypt(buffer: Buffer): boolean {
  for (let at = buffer.indexOf(ENCRYPT); at >= 0; at = buffer.indexOf(ENCRYPT, at + ENCRYPT.length)) {
    if (isDelimiter(buffer[at + ENCRYPT.length])) return true;
  }
  return false;
}
