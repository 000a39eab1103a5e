import { inflateSync } from 'node:zlib';

/**
 * The text a pdf-lib PDF draws: its content streams inflated, and the hex strings of their Tj operators
 * decoded (pdf-lib writes WinAnsi text as hex). Enough to check what a generated form says.
 */
export function pdfLibText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at);
    if (start === -1) break;
    const bodyStart = raw[start + 6] === '\r' ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', bodyStart);
    if (end === -1) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(bodyStart, end)).toString('latin1');
    } catch {
      content = raw.slice(bodyStart, end);
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}
