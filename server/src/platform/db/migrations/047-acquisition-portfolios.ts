import type { Migration } from './index';

/**
 * Acquisition portfolios: the numbers an investor pasted or uploaded, each resolved to a corpus publication
 * when the corpus holds it (NULL: missing), with the investor's note per patent.
 */
export const m047AcquisitionPortfolios: Migration = {
  id: '047-acquisition-portfolios',
  sql: `
    CREATE TABLE acquisition_portfolios (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      name TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX acquisition_portfolios_user_idx ON acquisition_portfolios (user_id, created_at DESC);
    CREATE TABLE acquisition_portfolio_patents (
      portfolio_id TEXT NOT NULL REFERENCES acquisition_portfolios(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      given TEXT NOT NULL,
      publication_number TEXT,
      note TEXT NOT NULL DEFAULT '',
      PRIMARY KEY (portfolio_id, position)
    );
  `,
};
