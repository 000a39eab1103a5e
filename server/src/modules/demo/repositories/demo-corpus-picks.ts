import type { Queryable } from '../../../platform/db/db';

/** Corpus documents the demo's sample watches and portfolio are made of. */

/** The CPC subclass most corpus documents carry, with its title and its newest documents. */
export async function busiestSubclass(db: Queryable, recentLimit: number): Promise<{ symbol: string; title: string; recent: string[] } | null> {
  const { rows } = await db.query<{ symbol: string; title: string | null }>(
    `SELECT t.symbol, s.title FROM (
        SELECT left(c.symbol, 4) AS symbol, count(DISTINCT p.publication_number) AS n FROM patents p, unnest(p.cpc) AS c(symbol)
         GROUP BY 1 ORDER BY n DESC, 1 LIMIT 1) t
       LEFT JOIN cpc_scheme s ON s.symbol = t.symbol`,
  );
  const top = rows[0];
  if (!top) return null;
  const recent = await db.query<{ publication_number: string }>(
    `SELECT publication_number FROM patents p WHERE EXISTS (SELECT 1 FROM unnest(p.cpc) AS c(symbol) WHERE left(c.symbol, 4) = $1)
      ORDER BY publication_date DESC NULLS LAST, publication_number LIMIT $2`,
    [top.symbol, recentLimit],
  );
  return { symbol: top.symbol, title: top.title ?? '', recent: recent.rows.map((r) => r.publication_number) };
}

/** The corpus patent most other corpus documents cite, with those documents; null when none is cited. */
export async function mostCited(db: Queryable, citingLimit: number): Promise<{ number: string; country: string; docNumber: string; title: string; citing: string[] } | null> {
  const { rows } = await db.query<{ publication_number: string; country: string; doc_number: string; title: string; citing: string[] }>(
    `SELECT q.publication_number, q.country, q.doc_number, q.title, array_agg(DISTINCT p.publication_number) AS citing
       FROM patents p, jsonb_array_elements(p.citations) AS c(cited)
       JOIN patents q ON q.country = c.cited->>'country' AND q.doc_number = c.cited->>'number'
      WHERE q.publication_number <> p.publication_number
      GROUP BY q.publication_number, q.country, q.doc_number, q.title
      ORDER BY count(DISTINCT p.publication_number) DESC, q.publication_number LIMIT 1`,
  );
  const r = rows[0];
  return r ? { number: r.publication_number, country: r.country, docNumber: r.doc_number, title: r.title, citing: r.citing.slice(0, citingLimit) } : null;
}

/** Granted US patents with the dates a term needs: the newest first, so fees and expiries lie ahead. */
export async function portfolioPatents(db: Queryable, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ publication_number: string }>(
    `SELECT publication_number FROM patents
      WHERE country = 'US' AND kind IN ('B1', 'B2', 'S', 'S1', 'E') AND filing_date IS NOT NULL AND publication_date IS NOT NULL
      ORDER BY publication_date DESC, publication_number LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.publication_number);
}
