import { toCsv } from '../contracts/csv';
import type { GlossaryEntry } from '../contracts/translation';

/** Glossary files as translators exchange them: CSV (or tab- or semicolon-separated lines) and TBX (TermBase eXchange). */

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

const decodeXml = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&').trim();

/** Term pairs of a TBX file (TermBase eXchange): per concept, the first term in each of the two languages. */
export function parseTbx(xml: string, sourceLanguage: string, targetLanguage: string): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const entry of xml.match(/<(termEntry|conceptEntry)[\s\S]*?<\/\1>/g) ?? []) {
    const terms = new Map<string, string>();
    for (const m of entry.matchAll(/<langSec\b[^>]*xml:lang="([^"]+)"[^>]*>([\s\S]*?)<\/langSec>|<langSet\b[^>]*xml:lang="([^"]+)"[^>]*>([\s\S]*?)<\/langSet>/g)) {
      const lang = (m[1] ?? m[3] ?? '').toLowerCase().slice(0, 2);
      const term = /<term\b[^>]*>([\s\S]*?)<\/term>/.exec(m[2] ?? m[4] ?? '')?.[1];
      if (term && !terms.has(lang)) terms.set(lang, decodeXml(term));
    }
    const source = terms.get(sourceLanguage);
    const target = terms.get(targetLanguage);
    if (source && target) out.push({ source, target });
  }
  return out;
}

export const glossaryToText = (entries: readonly GlossaryEntry[]): string => entries.map((e) => `${e.source}\t${e.target}`).join('\n');
export const glossaryCsv = (entries: readonly GlossaryEntry[]): string => toCsv([['source', 'target'], ...entries.map((e) => [e.source, e.target])]);

const encodeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A TBX (TBX-Basic, TBX 2 martif) file of the term pairs, one concept each, that parseTbx reads back. */
export function glossaryTbx(entries: readonly GlossaryEntry[], sourceLanguage: string, targetLanguage: string): string {
  const concepts = entries.map(
    (e, i) =>
      `      <termEntry id="c${i + 1}">\n        <langSet xml:lang="${sourceLanguage}"><tig><term>${encodeXml(e.source)}</term></tig></langSet>\n        <langSet xml:lang="${targetLanguage}"><tig><term>${encodeXml(e.target)}</term></tig></langSet>\n      </termEntry>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<martif type="TBX" xml:lang="${sourceLanguage}">`,
    '  <martifHeader><fileDesc><sourceDesc><p>iPrism translation glossary</p></sourceDesc></fileDesc></martifHeader>',
    '  <text>',
    '    <body>',
    ...concepts,
    '    </body>',
    '  </text>',
    '</martif>',
    '',
  ].join('\n');
}

/** Glossaries merged in order, one pair per source term (case-insensitive): a later list's pair wins, so a user's own term overrides the organisation's. */
export function mergeGlossaries(...lists: readonly (readonly GlossaryEntry[])[]): GlossaryEntry[] {
  const byTerm = new Map<string, GlossaryEntry>();
  for (const list of lists) for (const entry of list) byTerm.set(entry.source.trim().toLowerCase(), { source: entry.source.trim(), target: entry.target.trim() });
  return [...byTerm.values()];
}
