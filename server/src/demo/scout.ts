import type { Db, Queryable } from '../db/db';
import { insertPortfolio } from '../db/repositories/acquisition-portfolios';
import { countPatents } from '../db/repositories/patents';
import { insertWatch, insertWatchHits } from '../db/repositories/scout-watches';
import { findUserByEmail } from '../db/repositories/users';

/** The accounts that find sample watches and a portfolio; the others show a first visit's empty pages. */
export const DEMO_SCOUT_ACCOUNTS = ['pro@lawfirm.example', 'standard@lawfirm.example'] as const;
/** Every seeded watch and portfolio says so in its name, so no one takes it for their own work. */
export const DEMO_LABEL = 'Demo: ';
const WATCH_RECENT = 10;
const PORTFOLIO_SIZE = 8;

/** Runs `seed` once per key: false when it ran before (the claim is part of the seed's transaction). */
async function once(tx: Queryable, key: string): Promise<boolean> {
  const { rows } = await tx.query(`INSERT INTO demo_seed_marks (key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING key`, [key]);
  return rows.length > 0;
}

/** The CPC subclass most corpus documents carry, with its title and its newest documents. */
async function busiestSubclass(db: Queryable): Promise<{ symbol: string; title: string; recent: string[] } | null> {
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
    [top.symbol, WATCH_RECENT],
  );
  return { symbol: top.symbol, title: top.title ?? '', recent: recent.rows.map((r) => r.publication_number) };
}

/** The corpus patent most other corpus documents cite, with those documents; null when none is cited. */
async function mostCited(db: Queryable): Promise<{ number: string; country: string; docNumber: string; title: string; citing: string[] } | null> {
  const { rows } = await db.query<{ publication_number: string; country: string; doc_number: string; title: string; citing: string[] }>(
    `SELECT q.publication_number, q.country, q.doc_number, q.title, array_agg(DISTINCT p.publication_number) AS citing
       FROM patents p, jsonb_array_elements(p.citations) AS c(cited)
       JOIN patents q ON q.country = c.cited->>'country' AND q.doc_number = c.cited->>'number'
      WHERE q.publication_number <> p.publication_number
      GROUP BY q.publication_number, q.country, q.doc_number, q.title
      ORDER BY count(DISTINCT p.publication_number) DESC, q.publication_number LIMIT 1`,
  );
  const r = rows[0];
  return r ? { number: r.publication_number, country: r.country, docNumber: r.doc_number, title: r.title, citing: r.citing.slice(0, WATCH_RECENT) } : null;
}

/** Granted US patents with the dates a term needs: the newest first, so fees and expiries lie ahead. */
async function portfolioPatents(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ publication_number: string }>(
    `SELECT publication_number FROM patents
      WHERE country = 'US' AND kind IN ('B1', 'B2', 'S', 'S1', 'E') AND filing_date IS NOT NULL AND publication_date IS NOT NULL
      ORDER BY publication_date DESC, publication_number LIMIT $1`,
    [PORTFOLIO_SIZE],
  );
  return rows.map((r) => r.publication_number);
}

/**
 * Gives the demo's law-firm accounts sample watches (the corpus's busiest CPC subclass, its most cited
 * patent) and a portfolio of corpus grants, once the corpus is there (DEMO=1). What the watches show was
 * in the corpus when they were made: it is recorded as found, never notified nor mailed as news. Once per
 * account (demo_seed_marks): a restart neither duplicates the samples nor restores one the visitor deleted.
 */
export async function seedDemoScout(db: Db): Promise<number> {
  if ((await countPatents(db)) === 0) return 0;
  let seeded = 0;
  for (const email of DEMO_SCOUT_ACCOUNTS) {
    const done = await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || !(await once(tx, `scout:${user.id}`))) return false;
      const field = await busiestSubclass(tx);
      if (field) {
        const w = await insertWatch(tx, user.id, {
          name: `${DEMO_LABEL}CPC ${field.symbol}${field.title ? ` — ${field.title}` : ''}`.slice(0, 200),
          kind: 'cpc', query: null, cpc: field.symbol, number: null, country: null, docNumber: null, digest: 'weekly',
        });
        await insertWatchHits(tx, w.id, field.recent);
      }
      const cited = await mostCited(tx);
      if (cited) {
        const w = await insertWatch(tx, user.id, {
          name: `${DEMO_LABEL}citations of ${cited.number}${cited.title ? ` (${cited.title})` : ''}`.slice(0, 200),
          kind: 'patent', query: null, cpc: null, number: cited.number, country: cited.country, docNumber: cited.docNumber, digest: 'none',
        });
        await insertWatchHits(tx, w.id, cited.citing);
      }
      const numbers = await portfolioPatents(tx);
      if (numbers.length > 0) await insertPortfolio(tx, user.id, `${DEMO_LABEL}sample portfolio of corpus grants`, numbers.map((n) => ({ given: n, publicationNumber: n })));
      return true;
    });
    if (done) seeded += 1;
  }
  return seeded;
}
