const EOCD_SIGNATURE = 0x06054b50;
const EOCD64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD64_SIGNATURE = 0x06064b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA = 0x0001;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As the central directory declares it: the archive's claim, not a fact. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  /** The entry count the end record declares (ZIP64 when present). */
  declaredEntries: number;
  entries: ZipEntry[];
}

/**
 * The central directory of a ZIP archive (the authoritative list; local headers can be stale or forged),
 * ZIP64 records included. Null when the bytes are not a readable ZIP.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === null) return null;
  let declaredEntries = view.getUint16(eocd + 10, true);
  let size = view.getUint32(eocd + 12, true);
  let offset = view.getUint32(eocd + 16, true);
  if (declaredEntries === U16_MAX || size === U32_MAX || offset === U32_MAX) {
    const zip64 = readZip64End(view, eocd);
    if (!zip64) return null;
    ({ declaredEntries, size, offset } = zip64);
  }
  const end = offset + size;
  if (end > view.byteLength) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = offset;
  while (at < end) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64Extra(view, at + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    at = next;
  }
  return { declaredEntries, entries };
}

/** Names of the entries, or null when the bytes are not a readable ZIP. */
export const zipEntryNames = (bytes: Uint8Array): string[] | null => readZipDirectory(bytes)?.entries.map((e) => e.name) ?? null;

/** Where an entry's compressed data starts, from its local header; null when that header is not there. */
export function entryDataOffset(bytes: Uint8Array, entry: ZipEntry): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_HEADER_SIGNATURE) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return start + entry.compressedSize <= view.byteLength ? start : null;
}

/** The record sits at the very end unless the archive has a comment, so search backwards. */
function findEndOfCentralDirectory(view: DataView): number | null {
  const last = view.byteLength - EOCD_MIN_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return null;
}

function readZip64End(view: DataView, eocd: number): { declaredEntries: number; size: number; offset: number } | null {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== EOCD64_LOCATOR_SIGNATURE) return null;
  const record = Number(view.getBigUint64(locator + 8, true));
  if (record + 56 > view.byteLength || view.getUint32(record, true) !== EOCD64_SIGNATURE) return null;
  return {
    declaredEntries: Number(view.getBigUint64(record + 32, true)),
    size: Number(view.getBigUint64(record + 40, true)),
    offset: Number(view.getBigUint64(record + 48, true)),
  };
}

/** ZIP64 moves the sizes and offset that overflow 32 bits into an extra field, in this order. */
function applyZip64Extra(view: DataView, from: number, length: number, entry: ZipEntry): void {
  const end = from + length;
  for (let at = from; at + 4 <= end; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const read = (): number | null => (field + 8 <= at + 4 + size ? Number(view.getBigUint64((field += 8) - 8, true)) : null);
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = read() ?? entry.uncompressedSize;
      if (entry.compressedSize === U32_MAX) entry.compressedSize = read() ?? entry.compressedSize;
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = read() ?? entry.localHeaderOffset;
      return;
    }
    at += 4 + size;
  }
}
