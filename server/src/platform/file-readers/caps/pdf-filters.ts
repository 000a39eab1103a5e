/**
 * The PDF filters other than FlateDecode that can grow their input (LZW, RunLength) or feed another filter
 * (ASCIIHex, ASCII85), as PDF 32000-1 §7.4 defines them. Each returns null as soon as its output would pass
 * `max` bytes; damaged input ends the output where the damage starts, as pdf.js does.
 */

class Output {
  private chunks: Uint8Array[] = [];
  private current = new Uint8Array(64 * 1024);
  private used = 0;
  length = 0;

  constructor(private readonly max: number) {}

  /** False once past the maximum. */
  push(byte: number): boolean {
    if (++this.length > this.max) return false;
    if (this.used === this.current.length) {
      this.chunks.push(this.current);
      this.current = new Uint8Array(Math.min(this.current.length * 2, 16 * 1024 * 1024));
      this.used = 0;
    }
    this.current[this.used++] = byte;
    return true;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    out.set(this.current.subarray(0, this.used), at);
    return out;
  }
}

const isWhite = (b: number): boolean => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;

export function asciiHexDecode(data: Uint8Array, max: number): Uint8Array | null {
  const out = new Output(max);
  let high = -1;
  for (const b of data) {
    if (b === 0x3e) break;
    if (isWhite(b)) continue;
    const digit = b >= 0x30 && b <= 0x39 ? b - 0x30 : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66 ? (b | 0x20) - 0x57 : -1;
    if (digit < 0) break;
    if (high < 0) high = digit;
    else {
      if (!out.push(high * 16 + digit)) return null;
      high = -1;
    }
  }
  if (high >= 0 && !out.push(high * 16)) return null;
  return out.bytes();
}

export function ascii85Decode(data: Uint8Array, max: number): Uint8Array | null {
  const out = new Output(max);
  const group: number[] = [];
  const flush = (count: number): boolean => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) if (!out.push((value >>> (24 - 8 * i)) & 0xff)) return false;
    return true;
  };
  for (const b of data) {
    if (b === 0x7e) break;
    if (isWhite(b)) continue;
    if (b === 0x7a && group.length === 0) {
      for (let i = 0; i < 4; i++) if (!out.push(0)) return null;
      continue;
    }
    if (b < 0x21 || b > 0x75) break;
    group.push(b - 0x21);
    if (group.length === 5) {
      if (!flush(5)) return null;
      group.length = 0;
    }
  }
  if (group.length > 1 && !flush(group.length)) return null;
  return out.bytes();
}

export function runLengthDecode(data: Uint8Array, max: number): Uint8Array | null {
  const out = new Output(max);
  let i = 0;
  while (i < data.length) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < data.length; k++) if (!out.push(data[i++]!)) return null;
    } else if (i < data.length) {
      const b = data[i++]!;
      for (let k = 0; k < 257 - n; k++) if (!out.push(b)) return null;
    }
  }
  return out.bytes();
}

/** LZW with the PDF defaults (EarlyChange 1): 9- to 12-bit codes, 256 clears the table, 257 ends. */
export function lzwDecode(data: Uint8Array, max: number): Uint8Array | null {
  const out = new Output(max);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const stack = new Uint8Array(4096);
  for (let c = 0; c < 256; c++) {
    suffix[c] = c;
    prefix[c] = -1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let buffer = 0;
  for (const b of data) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return out.bytes();
      let entry = code;
      if (code >= next) {
        if (code !== next || previous < 0) return out.bytes();
        entry = previous;
      }
      let depth = 0;
      for (let c = entry; c >= 0; c = prefix[c]!) stack[depth++] = suffix[c]!;
      const first = stack[depth - 1]!;
      while (depth > 0) if (!out.push(stack[--depth]!)) return null;
      if (code >= next && !out.push(first)) return null;
      if (previous >= 0 && next < 4096) {
        prefix[next] = previous;
        suffix[next] = first;
        next++;
      }
      previous = code;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
  }
  return out.bytes();
}
