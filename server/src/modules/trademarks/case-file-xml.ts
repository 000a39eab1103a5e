import type { TrademarkRecord } from './repositories/trademarks';
import { usptoStatus } from './register-status';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string): string =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) =>
      e.startsWith('#x') || e.startsWith('#X') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? ''),
    )
    .replace(/\s+/g, ' ')
    .trim();

const first = (xml: string, tag: string): string => {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return m ? decode(m[1]!) : '';
};
const all = (xml: string, tag: string): string[] => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
const isoDate = (yyyymmdd: string): string | null => (/^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}` : null);

/**
 * One <case-file> of the USPTO trademark applications XML (the daily and annual files of the Trademark
 * Case File data): serial number, the words of the mark, status, the current owner (the owner entry of the
 * highest party type: assignee after registrant after applicant) and the international classes. A case
 * without words (a design-only mark) or without a serial number is no word mark to clear against: null.
 */
export function parseCaseFile(xml: string): TrademarkRecord | null {
  const serialNumber = first(xml, 'serial-number');
  const header = /<case-file-header>([\s\S]*?)<\/case-file-header>/.exec(xml)?.[1] ?? '';
  const mark = first(header, 'mark-identification');
  if (!serialNumber || !mark) return null;
  const owners = all(xml, 'case-file-owner').map((o) => ({ type: Number(first(o, 'party-type')) || 0, name: first(o, 'party-name') }));
  const owner = owners.filter((o) => o.name).sort((a, b) => b.type - a.type)[0]?.name ?? '';
  const classes = [...new Set(all(xml, 'classification').flatMap((c) => all(c, 'international-code').map((code) => Number(decode(code)))))]
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 45)
    .sort((a, b) => a - b);
  return { serialNumber, mark, status: usptoStatus(first(header, 'status-code')), owner, classes, filingDate: isoDate(first(header, 'filing-date')), source: 'uspto-xml' };
}

/**
 * Splits a stream of XML text into <case-file> elements as they complete, so a file of gigabytes is read
 * in pieces: feed each chunk, take the cases it finished; what is left waits for the next chunk.
 */
export class CaseFileSplitter {
  private buffer = '';

  push(chunk: string): string[] {
    this.buffer += chunk;
    const out: string[] = [];
    for (;;) {
      const start = this.buffer.indexOf('<case-file>');
      if (start < 0) {
        // Keep a tail that might hold the start of an opening tag cut by the chunk boundary.
        this.buffer = this.buffer.slice(-20);
        return out;
      }
      const end = this.buffer.indexOf('</case-file>', start);
      if (end < 0) {
        this.buffer = this.buffer.slice(start);
        return out;
      }
      out.push(this.buffer.slice(start, end + '</case-file>'.length));
      this.buffer = this.buffer.slice(end + '</case-file>'.length);
    }
  }
}
