import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';

export interface PortfolioEntry {
  position: number;
  given: string;
  /** Null: the corpus does not hold it. */
  publicationNumber: string | null;
  note: string;
}

export interface PortfolioRecord {
  id: string;
  userId: string;
  name: string;
  createdAt: string;
}

export async function insertPortfolio(db: Queryable, userId: string, name: string, entries: readonly { given: string; publicationNumber: string | null }[]): Promise<string> {
  const id = `pfl_${randomUUID().replace(/-/g, '')}`;
  await db.query(`INSERT INTO acquisition_portfolios (id, user_id, name) VALUES ($1, $2, $3)`, [id, userId, name]);
  await db.query(
    `INSERT INTO acquisition_portfolio_patents (portfolio_id, position, given, publication_number)
     SELECT $1, ord, given, NULLIF(pn, '') FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS e(given, pn, ord)`,
    [id, entries.map((e) => e.given), entries.map((e) => e.publicationNumber ?? '')],
  );
  return id;
}

export async function listPortfolios(db: Queryable, userId: string): Promise<(PortfolioRecord & { found: number; missing: number })[]> {
  const { rows } = await db.query<{ id: string; user_id: string; name: string; created_at: Date; found: string | number; missing: string | number }>(
    `SELECT p.id, p.user_id, p.name, p.created_at,
            count(e.publication_number) AS found, count(*) FILTER (WHERE e.publication_number IS NULL) AS missing
       FROM acquisition_portfolios p LEFT JOIN acquisition_portfolio_patents e ON e.portfolio_id = p.id
      WHERE p.user_id = $1 GROUP BY p.id ORDER BY p.created_at DESC LIMIT 200`,
    [userId],
  );
  return rows.map((r) => ({ id: r.id, userId: r.user_id, name: r.name, createdAt: new Date(r.created_at).toISOString(), found: Number(r.found), missing: Number(r.missing) }));
}

/** The caller's own portfolio with its entries in the order given; null when absent or someone else's. */
export async function findPortfolio(db: Queryable, userId: string, id: string): Promise<(PortfolioRecord & { entries: PortfolioEntry[] }) | null> {
  const { rows } = await db.query<{ id: string; user_id: string; name: string; created_at: Date }>(`SELECT id, user_id, name, created_at FROM acquisition_portfolios WHERE id = $1 AND user_id = $2`, [id, userId]);
  const p = rows[0];
  if (!p) return null;
  const entries = await db.query<{ position: number; given: string; publication_number: string | null; note: string }>(
    `SELECT position, given, publication_number, note FROM acquisition_portfolio_patents WHERE portfolio_id = $1 ORDER BY position`,
    [id],
  );
  return {
    id: p.id, userId: p.user_id, name: p.name, createdAt: new Date(p.created_at).toISOString(),
    entries: entries.rows.map((e) => ({ position: Number(e.position), given: e.given, publicationNumber: e.publication_number, note: e.note })),
  };
}

/** Sets the note of a found patent of the portfolio; false when the portfolio does not hold it. */
export async function setPortfolioNote(db: Queryable, portfolioId: string, publicationNumber: string, note: string): Promise<boolean> {
  const { rows } = await db.query<{ position: number }>(
    `UPDATE acquisition_portfolio_patents SET note = $3 WHERE portfolio_id = $1 AND publication_number = $2 RETURNING position`,
    [portfolioId, publicationNumber, note],
  );
  return rows.length > 0;
}

export async function deletePortfolio(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(`DELETE FROM acquisition_portfolios WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]);
  return rows.length > 0;
}

/** Records that a number missing at creation is now in the corpus. */
export async function setPortfolioEntryNumber(db: Queryable, portfolioId: string, position: number, publicationNumber: string): Promise<void> {
  await db.query(`UPDATE acquisition_portfolio_patents SET publication_number = $3 WHERE portfolio_id = $1 AND position = $2`, [portfolioId, position, publicationNumber]);
}
