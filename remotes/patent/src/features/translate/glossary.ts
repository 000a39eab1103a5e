import type { GlossaryEntry } from '@iprism/shared/contracts';
import { toCsv } from '@iprism/shared/contracts';

const unquote = (cell: string): string => cell.trim().replace(/^"([\s\S]*)"$/, (_m, inner: string) => inner.replace(/""/g, '"'));

/** Glossary lines "source,target" (or tab or semicolon separated; a header line "source,target" is skipped). */
export function parseGlossaryText(text: string): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line.includes('\t') ? line.split('\t') : line.includes(';') && !line.includes(',') ? line.split(';') : splitCsvLine(line);
    const [source = '', target = ''] = cells.map(unquote);
    if (!source || !target || (source.toLowerCase() === 'source' && target.toLowerCase() === 'target')) continue;
    out.push({ source, target });
  }
  return out;
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else current += ch;
  }
  cells.push(current);
  return cells;
}

const decode = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&').trim();

/** Term pairs of a TBX file (TermBase eXchange): per concept, the first term in each of the two languages. */
export function parseTbx(xml: string, sourceLanguage: string, targetLanguage: string): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const entry of xml.match(/<(termEntry|conceptEntry)[\s\S]*?<\/\1>/g) ?? []) {
    const terms = new Map<string, string>();
    for (const m of entry.matchAll(/<langSec\b[^>]*xml:lang="([^"]+)"[^>]*>([\s\S]*?)<\/langSec>|<langSet\b[^>]*xml:lang="([^"]+)"[^>]*>([\s\S]*?)<\/langSet>/g)) {
      const lang = (m[1] ?? m[3] ?? '').toLowerCase().slice(0, 2);
      const term = /<term\b[^>]*>([\s\S]*?)<\/term>/.exec(m[2] ?? m[4] ?? '')?.[1];
      if (term && !terms.has(lang)) terms.set(lang, decode(term));
    }
    const source = terms.get(sourceLanguage);
    const target = terms.get(targetLanguage);
    if (source && target) out.push({ source, target });
  }
  return out;
}

export const glossaryToText = (entries: readonly GlossaryEntry[]): string => entries.map((e) => `${e.source}\t${e.target}`).join('\n');
export const glossaryCsv = (entries: readonly GlossaryEntry[]): string => toCsv([['source', 'target'], ...entries.map((e) => [e.source, e.target])]);
