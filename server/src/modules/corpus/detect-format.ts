import { rootElementName, USPTO_ROOTS } from '../documents/parsing';

export type CorpusFormat = 'uspto-xml' | 'epo-ops-xml' | 'cpc-scheme-xml' | 'json' | 'jsonl' | 'csv' | 'tsv' | 'cpc-scheme-tsv' | 'application-claims-tsv' | 'unknown';

export interface Detected {
  format: CorpusFormat;
  /** Why a file is not importable, for the report. */
  note?: string;
}

/**
 * The format of a file from its first bytes, not its extension: a .xml may be an EPO response or a CPC
 * scheme, a .csv may be a Google export with a preamble line.
 */
export function detectFormat(head: string, name: string): Detected {
  if (head.includes('\u0000')) return { format: 'unknown', note: 'binary file' };
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) {
    const root = rootElementName(text);
    if (root === 'world-patent-data') return { format: 'epo-ops-xml' };
    if (root === 'class-scheme') return { format: 'cpc-scheme-xml' };
    if (root && (USPTO_ROOTS as readonly string[]).includes(root)) return { format: 'uspto-xml' };
    return { format: 'unknown', note: root ? `XML with root <${root}> is not a patent format` : 'unreadable XML' };
  }
  if (text.startsWith('[')) return { format: 'json' };
  if (text.startsWith('{')) {
    const lines = text.split('\n').filter((l) => l.trim());
    return { format: lines.length > 1 && lines[1]!.trimStart().startsWith('{') ? 'jsonl' : 'json' };
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.startsWith('symbol\tkind\tlevel\tparent\ttitle')) return { format: 'cpc-scheme-tsv' };
  if (firstLine.includes('\t')) {
    // IP Street's layout: no header, an application serial number then a claim.
    const lines = text.split(/\r?\n/).slice(0, 5).filter(Boolean);
    if (lines.every((line) => /^\d{8}\t[^\t]{20,}$/.test(line))) return { format: 'application-claims-tsv' };
    if (!/[A-Za-z]/.test(firstLine)) return { format: 'unknown', note: `no column names in the first line (${name})` };
    return { format: 'tsv' };
  }
  if (firstLine.includes(',')) return { format: 'csv' };
  return { format: 'unknown', note: `not a recognised patent format (${name})` };
}
