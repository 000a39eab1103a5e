import type { Migration } from './index';

/**
 * Agreements sent for e-signature. The link token is kept only as its SHA-256 (token_hash); a resend
 * replaces it. At signature the signer's typed name, time, IP, user agent and the SHA-256 of the exact
 * text agreed are kept with the row, which is then never changed again.
 */
export const m040Agreements: Migration = {
  id: '040-agreements',
  sql: `
    CREATE TABLE agreements (
      id TEXT PRIMARY KEY,
      token_hash TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      recipient_email TEXT NOT NULL,
      recipient_name TEXT NOT NULL,
      contractor_id TEXT,
      created_by TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      viewed_at TIMESTAMPTZ,
      agreed_at TIMESTAMPTZ,
      expired_at TIMESTAMPTZ,
      signer_name TEXT,
      signer_ip TEXT,
      signer_user_agent TEXT,
      text_sha256 TEXT
    );
    CREATE INDEX agreements_created_idx ON agreements (created_at DESC);
    CREATE INDEX agreements_contractor_idx ON agreements (contractor_id);
  `,
};
