import type { Migration } from './index';

/**
 * The trademark register searched for clearance: one row per application serial number, from an import
 * (USPTO case-file XML, a mapped CSV) or the demo register (source 'demo', seeded with DEMO=1 and shown
 * as demo data). An import of the same serial number replaces the row, so a newer file updates status.
 */
export const m055Trademarks: Migration = {
  id: '055-trademarks',
  sql: `
    CREATE TABLE trademarks (
      serial_number TEXT PRIMARY KEY,
      mark TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT '',
      owner TEXT NOT NULL DEFAULT '',
      classes INTEGER[] NOT NULL DEFAULT '{}',
      filing_date DATE,
      source TEXT NOT NULL,
      imported_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX trademarks_classes_idx ON trademarks USING GIN (classes);
  `,
};
