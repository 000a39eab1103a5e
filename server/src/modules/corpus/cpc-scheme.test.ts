import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeCpcScheme, parseCpcSectionXml, parseCpcTsv } from './cpc-scheme';
import { SHARED_DATA } from './test-data';

const DIR = join(SHARED_DATA, 'cpc-scheme-2019-08');
const tsv = parseCpcTsv(readFileSync(join(DIR, 'cpc_scheme_2019-08_titles_to_maingroup.tsv'), 'utf8'));

describe('CPC scheme', () => {
  it('keeps sections, classes, subclasses and main groups of the TSV, drops sub-section headings, keeps order', () => {
    expect(tsv).toHaveLength(10552 - 22);
    expect(tsv.filter((r) => r.kind === 'section')).toHaveLength(9);
    expect(tsv[0]).toEqual({ symbol: 'A', kind: 'section', level: 2, parent: null, title: 'HUMAN NECESSITIES', sortKey: 0 });
    expect(tsv.find((r) => r.symbol === 'A01')).toMatchObject({ kind: 'class', parent: 'A', title: expect.stringMatching(/^AGRICULTURE; FORESTRY/) });
    expect(tsv.find((r) => r.symbol === 'H04W4/00')).toMatchObject({ kind: 'group', parent: 'H04W' });
    expect(tsv.every((r) => !/\s/.test(r.symbol))).toBe(true);
    // Every parent is a symbol of the scheme, listed before its children.
    const position = new Map(tsv.map((r) => [r.symbol, r.sortKey]));
    expect(tsv.every((r) => r.parent === null || (position.get(r.parent) ?? Infinity) < r.sortKey)).toBe(true);
  });

  it('reads sections, classes and subclasses of a section file with their titles', () => {
    const rows = parseCpcSectionXml(readFileSync(join(DIR, 'section-xml', 'cpc-scheme-Y.xml'), 'utf8'));
    expect(rows[0]).toEqual({ symbol: 'Y', kind: 'section', level: 2, parent: null, title: expect.stringMatching(/^GENERAL TAGGING OF NEW TECHNOLOGICAL DEVELOPMENTS; /) });
    expect(rows.find((r) => r.symbol === 'Y02')).toMatchObject({ kind: 'class', parent: 'Y', title: expect.stringMatching(/^TECHNOLOGIES OR APPLICATIONS FOR MITIGATION/) });
    expect(rows.find((r) => r.symbol === 'Y02A')).toMatchObject({ kind: 'subclass', parent: 'Y02' });
  });

  it('adds a symbol the TSV lacks after its predecessor in the section file', () => {
    const merged = mergeCpcScheme(
      parseCpcTsv('symbol\tkind\tlevel\tparent\ttitle\nA\tsection\t2\t\tHUMAN\nA01\tclass\t4\tA\tAGRI\nA21\tclass\t4\tA\tBAKING\n'),
      [{ symbol: 'A', kind: 'section', level: 2, parent: null, title: 'HUMAN' }, { symbol: 'A01', kind: 'class', level: 4, parent: 'A', title: 'AGRI' }, { symbol: 'A01B', kind: 'subclass', level: 5, parent: 'A01', title: 'SOIL' }],
    );
    expect(merged.map((r) => [r.symbol, r.sortKey])).toEqual([['A', 0], ['A01', 1], ['A01B', 2], ['A21', 3]]);
  });
});
