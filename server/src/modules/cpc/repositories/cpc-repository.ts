import type { CpcNode, CpcSearchHit } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import { childKeySql, documentPrefix, normaliseCpcSymbol } from '../cpc-symbol';

/** Reads of the CPC scheme (cpc_scheme) and the corpus documents filed under it (patent_cpc). */

type CpcKind = CpcNode['kind'];
type Child = CpcNode['children'][number];
/** @table cpc_scheme */
interface SchemeRow {
  symbol: string;
  kind: CpcKind;
  parent: string | null;
  title: string;
}

/** Distinct corpus documents with a CPC symbol under `symbol`. */
export async function countDocumentsUnder(db: Queryable, symbol: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(DISTINCT publication_number)::int AS n FROM patent_cpc WHERE symbol LIKE $1 || '%'",
    [documentPrefix(symbol)],
  );
  return rows[0]?.n ?? 0;
}

async function schemeChildren(db: Queryable, parent: string | null): Promise<SchemeRow[]> {
  const where = parent === null ? "kind = 'section'" : 'parent = $1';
  const { rows } = await db.query<SchemeRow>(`SELECT symbol, kind, parent, title FROM cpc_scheme WHERE ${where} ORDER BY sort_key, symbol`, parent === null ? [] : [parent]);
  return rows;
}

/**
 * Document counts of `children`: one grouped scan of the parent's documents when a child is a fixed-length
 * prefix of the stored symbols (classes, subclasses, main groups), else one count per child.
 */
async function withCounts(db: Queryable, parent: { symbol: string; kind: string } | null, children: SchemeRow[]): Promise<Child[]> {
  const keySql = parent === null ? 'left(symbol, 1)' : childKeySql(parent.kind);
  let counts: Map<string, number>;
  if (keySql) {
    const { rows } = await db.query<{ key: string; n: number }>(
      `SELECT key, count(DISTINCT publication_number)::int AS n
         FROM (SELECT publication_number, ${keySql} AS key FROM patent_cpc WHERE symbol LIKE $1 || '%') under
        GROUP BY key`,
      [parent ? documentPrefix(parent.symbol) : ''],
    );
    counts = new Map(rows.map((r) => [r.key, r.n]));
  } else {
    counts = new Map(await Promise.all(children.map(async (c) => [c.symbol, await countDocumentsUnder(db, c.symbol)] as const)));
  }
  return children.map((c) => ({ symbol: c.symbol, kind: c.kind, title: c.title, documentCount: counts.get(c.symbol) ?? 0 }));
}

/** The sections with their document counts; empty while the scheme is not imported. */
export async function listSections(db: Queryable): Promise<Child[]> {
  return withCounts(db, null, await schemeChildren(db, null));
}

/** Ancestors from the section down to `symbol` itself (inclusive), or [] for an unknown symbol. */
async function lineage(db: Queryable, symbol: string): Promise<SchemeRow[]> {
  const { rows } = await db.query<SchemeRow & { depth: number }>(
    `WITH RECURSIVE up AS (
       SELECT symbol, kind, parent, title, 0 AS depth FROM cpc_scheme WHERE symbol = $1
       UNION ALL
       SELECT s.symbol, s.kind, s.parent, s.title, up.depth + 1 FROM cpc_scheme s JOIN up ON s.symbol = up.parent WHERE up.depth < 20
     )
     SELECT symbol, kind, parent, title, depth FROM up ORDER BY depth DESC`,
    [symbol],
  );
  return rows;
}

/** One node with its path, document count and children (each with its count); null when not in the scheme. */
export async function findCpcNode(db: Queryable, input: string): Promise<CpcNode | null> {
  const symbol = normaliseCpcSymbol(input);
  if (!symbol) return null;
  const rows = await lineage(db, symbol);
  const node = rows.at(-1);
  if (!node) return null;
  const [documentCount, children] = await Promise.all([countDocumentsUnder(db, symbol), schemeChildren(db, symbol).then((c) => withCounts(db, node, c))]);
  return {
    symbol: node.symbol,
    kind: node.kind,
    title: node.title,
    parent: node.parent,
    path: rows.slice(0, -1).map((r) => ({ symbol: r.symbol, title: r.title })),
    documentCount,
    children,
  };
}

/**
 * The searchable tree: a query that reads as a symbol matches symbols starting with it (shortest first),
 * anything else matches title words (best ranked first). Each hit names its ancestors so the tree can open them.
 */
export async function searchCpcScheme(db: Queryable, q: string, limit: number): Promise<CpcSearchHit[]> {
  const symbol = normaliseCpcSymbol(q);
  const { rows } = symbol
    ? await db.query<SchemeRow>(
        "SELECT symbol, kind, parent, title FROM cpc_scheme WHERE symbol LIKE $1 || '%' ORDER BY length(symbol), sort_key, symbol LIMIT $2",
        [symbol, limit],
      )
    : await db.query<SchemeRow>(
        `SELECT symbol, kind, parent, title FROM cpc_scheme, websearch_to_tsquery('english', $1) query
          WHERE to_tsvector('english', title) @@ query
          ORDER BY ts_rank(to_tsvector('english', title), query) DESC, level, symbol
          LIMIT $2`,
        [q, limit],
      );
  return Promise.all(rows.map((r) => toHit(db, r)));
}

const toHit = async (db: Queryable, r: SchemeRow): Promise<CpcSearchHit> => ({ symbol: r.symbol, kind: r.kind, title: r.title, path: (await lineage(db, r.symbol)).slice(0, -1).map((a) => a.symbol) });

/** The scheme's entries for the given symbols, in the order given; symbols not in the scheme are skipped. */
export async function schemeHits(db: Queryable, symbols: readonly string[]): Promise<CpcSearchHit[]> {
  if (symbols.length === 0) return [];
  const { rows } = await db.query<SchemeRow>('SELECT symbol, kind, parent, title FROM cpc_scheme WHERE symbol = ANY($1::text[])', [[...symbols]]);
  const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
  return Promise.all(symbols.flatMap((s) => bySymbol.get(s) ?? []).map((r) => toHit(db, r)));
}

/**
 * @table cpc_scheme
 * @computed terms
 */
export interface TitleTermRow {
  symbol: string;
  kind: 'subclass' | 'group';
  /** Positions in `terms` of the terms the title matches. */
  terms: number[];
}

/** Subclasses and groups whose title matches `anyTerm` (a to_tsquery OR of the terms), with which of `terms` each title matches. */
export async function matchTitleTerms(db: Queryable, terms: readonly string[], anyTerm: string, limit: number): Promise<TitleTermRow[]> {
  const { rows } = await db.query<TitleTermRow>(
    `WITH t AS (SELECT term, i::int - 1 AS i, plainto_tsquery('english', term) AS q FROM unnest($1::text[]) WITH ORDINALITY AS u(term, i)),
          hit AS (
            SELECT symbol, kind, to_tsvector('english', title) AS doc FROM cpc_scheme
             WHERE kind IN ('subclass', 'group') AND to_tsvector('english', title) @@ to_tsquery('english', $2)
             LIMIT $3)
     SELECT symbol, kind, ARRAY(SELECT t.i FROM t WHERE hit.doc @@ t.q) AS terms FROM hit`,
    [[...terms], anyTerm, limit],
  );
  return rows;
}
