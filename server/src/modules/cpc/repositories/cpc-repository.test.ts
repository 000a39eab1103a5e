import type { Db } from '../../../platform/db/db';
import { openTestDatabase } from '../../../../test/test-database';
import { countUnder, insertCorpus, insertScheme, readCorpusSlice, readSchemeSlice, type CorpusDoc } from '../../../../test/cpc-fixtures';
import { countDocumentsUnder, findCpcNode, listSections, searchCpcScheme } from './cpc-repository';

describe('CPC repository (real scheme and Google Patents slices on PGlite)', () => {
  let db: Db;
  let docs: CorpusDoc[];

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertScheme(db, readSchemeSlice(['G06N', 'G06F', 'H04L']));
    docs = readCorpusSlice(300);
    await insertCorpus(db, docs);
  });
  afterAll(() => db.close());

  it('lists the sections in scheme order with their document counts', async () => {
    const sections = await listSections(db);
    expect(sections.map((s) => s.symbol)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Y']);
    const g = sections.find((s) => s.symbol === 'G')!;
    expect(g).toMatchObject({ kind: 'section', title: 'PHYSICS' });
    expect(g.documentCount).toBe(countUnder(docs, 'G'));
    expect(g.documentCount).toBeGreaterThan(200);
  });

  it('reads a subclass with its path, count and main groups counted under their subgroups', async () => {
    const node = (await findCpcNode(db, 'G06N'))!;
    expect(node).toMatchObject({ symbol: 'G06N', kind: 'subclass', parent: 'G06' });
    expect(node.title).toMatch(/^COMPUTER SYSTEMS BASED ON SPECIFIC COMPUTATIONAL MODELS/);
    expect(node.path).toEqual([
      { symbol: 'G', title: 'PHYSICS' },
      { symbol: 'G06', title: expect.stringMatching(/^COMPUTING/) },
    ]);
    expect(node.documentCount).toBe(countUnder(docs, 'G06N'));
    const g06n3 = node.children.find((c) => c.symbol === 'G06N3/00')!;
    expect(g06n3).toMatchObject({ kind: 'group', title: 'Computer systems based on biological models' });
    expect(g06n3.documentCount).toBe(countUnder(docs, 'G06N3/'));
    expect(g06n3.documentCount).toBeGreaterThan(50);
    // G06N3/ must not pick up G06N30/.. style symbols, nor G06N20 those of G06N2.
    expect(node.children.find((c) => c.symbol === 'G06N20/00')!.documentCount).toBe(countUnder(docs, 'G06N20/'));
  });

  it('counts the classes of a section and the subclasses of a class in one grouped scan', async () => {
    const g = (await findCpcNode(db, 'G'))!;
    expect(g.path).toEqual([]);
    expect(g.children.find((c) => c.symbol === 'G06')!.documentCount).toBe(countUnder(docs, 'G06'));
    const g06 = (await findCpcNode(db, 'G06'))!;
    expect(g06.children.map((c) => c.symbol)).toEqual(expect.arrayContaining(['G06F', 'G06K', 'G06N', 'G06Q', 'G06T']));
    for (const c of g06.children) expect(c.documentCount).toBe(countUnder(docs, c.symbol));
  });

  it('takes symbols with spaces and in lower case, and knows no unknown or malformed one', async () => {
    expect((await findCpcNode(db, 'h04l 9/00'))?.symbol).toBe('H04L9/00');
    expect(await findCpcNode(db, 'G06N99/99')).toBeNull();
    expect(await findCpcNode(db, 'not a symbol')).toBeNull();
    expect(await countDocumentsUnder(db, 'H04L9/00')).toBe(countUnder(docs, 'H04L9/'));
  });

  it('searches by symbol prefix (shortest first) and by title words, naming each hit’s ancestors', async () => {
    const bySymbol = await searchCpcScheme(db, 'G06N 3', 5);
    expect(bySymbol[0]).toMatchObject({ symbol: 'G06N3/00', kind: 'group', path: ['G', 'G06', 'G06N'] });
    const byWords = await searchCpcScheme(db, 'quantum computers', 10);
    expect(byWords[0]).toMatchObject({ symbol: 'G06N10/00', path: ['G', 'G06', 'G06N'] });
    expect(byWords.every((h) => /quantum/i.test(h.title))).toBe(true);
    expect(await searchCpcScheme(db, 'zzzyxxq', 10)).toEqual([]);
  });
});
