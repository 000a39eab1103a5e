export type CpcKind = 'section' | 'class' | 'subclass' | 'group';

export interface CpcSchemeRow {
  symbol: string;
  kind: CpcKind;
  level: number;
  parent: string | null;
  title: string;
  sortKey: number;
}

const TSV_KINDS: Record<string, CpcKind | undefined> = { section: 'section', class: 'class', subclass: 'subclass', main_group: 'group' };

/**
 * The derived title table (cpc_scheme_2019-08_titles_to_maingroup.tsv). Sub-section rows are headings,
 * not CPC symbols, and share their symbol with the first class: they are dropped, which leaves each
 * class's parent its section. Rows keep the scheme's order.
 */
export function parseCpcTsv(tsv: string): CpcSchemeRow[] {
  const lines = tsv.replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  const header = lines.shift()?.split('\t') ?? [];
  const col = (name: string): number => header.indexOf(name);
  const [symbolAt, kindAt, levelAt, parentAt, titleAt] = ['symbol', 'kind', 'level', 'parent', 'title'].map(col) as [number, number, number, number, number];
  if ([symbolAt, kindAt, levelAt, parentAt, titleAt].some((i) => i < 0)) throw new Error('CPC TSV needs columns symbol, kind, level, parent, title');
  const rows: CpcSchemeRow[] = [];
  for (const line of lines) {
    const cells = line.split('\t');
    const kind = TSV_KINDS[cells[kindAt] ?? ''];
    if (!kind) continue;
    const symbol = (cells[symbolAt] ?? '').replace(/\s/g, '');
    rows.push({ symbol, kind, level: parseInt(cells[levelAt] ?? '0', 10) || 0, parent: (cells[parentAt] ?? '').replace(/\s/g, '') || null, title: (cells[titleAt] ?? '').trim(), sortKey: rows.length });
  }
  return rows;
}

const XML_KINDS: Record<string, CpcKind | undefined> = { '2': 'section', '4': 'class', '5': 'subclass' };
const ITEM = /<classification-item\b([^>]*)>\s*<classification-symbol>([^<]+)<\/classification-symbol>\s*(?:<class-title\b[^>]*\/>|<class-title\b[^>]*>([\s\S]*?)<\/class-title>)?/g;

/** Sections, classes and subclasses of an official section file (cpc-scheme-A.xml), in scheme order. */
export function parseCpcSectionXml(xml: string): Omit<CpcSchemeRow, 'sortKey'>[] {
  const rows: Omit<CpcSchemeRow, 'sortKey'>[] = [];
  for (const [, attrs, rawSymbol, titleXml] of xml.matchAll(ITEM)) {
    const level = /\blevel="(\d+)"/.exec(attrs ?? '')?.[1] ?? '';
    const kind = XML_KINDS[level];
    if (!kind) continue;
    const symbol = rawSymbol!.replace(/\s/g, '');
    const title = [...(titleXml ?? '').matchAll(/<text>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^<>]+>/g, '').trim()).filter(Boolean).join('; ');
    const parent = kind === 'section' ? null : kind === 'class' ? symbol.slice(0, 1) : symbol.slice(0, 3);
    rows.push({ symbol, kind, level: parseInt(level, 10), parent, title });
  }
  return rows;
}

/**
 * The TSV completed from the section files: a symbol the TSV lacks goes right after the row before it
 * in the section file, so the scheme order holds; sort keys are renumbered.
 */
export function mergeCpcScheme(tsvRows: CpcSchemeRow[], sectionRows: Omit<CpcSchemeRow, 'sortKey'>[]): CpcSchemeRow[] {
  const merged: Omit<CpcSchemeRow, 'sortKey'>[] = [...tsvRows];
  const known = new Set(merged.map((r) => r.symbol));
  let previous: string | null = null;
  for (const row of sectionRows) {
    if (!known.has(row.symbol)) {
      const at = previous === null ? -1 : merged.findIndex((r) => r.symbol === previous);
      merged.splice(at + 1, 0, row);
      known.add(row.symbol);
    } else {
      // A TSV row with an empty title takes the section file's.
      const existing = merged.find((r) => r.symbol === row.symbol);
      if (existing && !existing.title && row.title) existing.title = row.title;
    }
    previous = row.symbol;
  }
  return merged.map((row, sortKey) => ({ ...row, sortKey }));
}
