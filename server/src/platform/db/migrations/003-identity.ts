import type { Migration } from './index';

/**
 * The built-in identity provider and the licence model (SPEC §3, ARCHITECTURE §5): users, sessions,
 * e-mail verification, organisations, memberships, invitations, licences, plans and credits, the
 * signing keys and the mail outbox. Ids are text so Clerk ids (user_…, org_…) fit the same columns.
 */
export const m003Identity: Migration = {
  id: '003-identity',
  sql: `
    CREATE TABLE users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '',
      password_hash TEXT,
      email_verified_at TIMESTAMPTZ,
      -- SPEC §3 publicMetadata.role ('client' = read-only client portal) and organizationStatus.
      public_role TEXT,
      organization_status TEXT,
      totp_secret TEXT,
      totp_enabled_at TIMESTAMPTZ,
      recovery_code_hashes TEXT[] NOT NULL DEFAULT '{}',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

    CREATE TABLE organizations (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      admin_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE memberships (
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role TEXT NOT NULL CHECK (role IN ('org:admin', 'org:member')),
      permissions TEXT[] NOT NULL DEFAULT '{}',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, user_id)
    );
    CREATE INDEX memberships_user_idx ON memberships (user_id);

    CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      refresh_hash TEXT NOT NULL,
      active_organization_id TEXT REFERENCES organizations(id) ON DELETE SET NULL,
      -- A session waiting for its second factor cannot mint tokens yet.
      second_factor_pending BOOLEAN NOT NULL DEFAULT false,
      user_agent TEXT NOT NULL DEFAULT '',
      ip TEXT NOT NULL DEFAULT '',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      last_active_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      revoked_at TIMESTAMPTZ
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE email_tokens (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE invitations (
      id TEXT PRIMARY KEY,
      organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('org:admin', 'org:member')),
      public_role TEXT,
      token_hash TEXT NOT NULL UNIQUE,
      invited_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      expires_at TIMESTAMPTZ NOT NULL,
      accepted_at TIMESTAMPTZ,
      revoked_at TIMESTAMPTZ
    );
    CREATE INDEX invitations_org_idx ON invitations (organization_id);

    CREATE TABLE plans (
      id TEXT PRIMARY KEY,
      license_type TEXT NOT NULL,
      name TEXT NOT NULL,
      monthly_price_cents INTEGER NOT NULL,
      included_credits INTEGER NOT NULL DEFAULT 0,
      seats INTEGER NOT NULL DEFAULT 1
    );

    CREATE TABLE licenses (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      plan_id TEXT REFERENCES plans(id),
      owner_organization_id TEXT REFERENCES organizations(id) ON DELETE CASCADE,
      owner_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      seats INTEGER NOT NULL DEFAULT 1 CHECK (seats > 0),
      starts_at TIMESTAMPTZ NOT NULL,
      ends_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((owner_organization_id IS NULL) <> (owner_user_id IS NULL))
    );
    CREATE INDEX licenses_org_idx ON licenses (owner_organization_id);
    CREATE INDEX licenses_user_idx ON licenses (owner_user_id);

    -- One ledger for credits: the balance is the sum of an owner's entries.
    CREATE TABLE credit_entries (
      id BIGSERIAL PRIMARY KEY,
      owner_organization_id TEXT REFERENCES organizations(id) ON DELETE CASCADE,
      owner_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      amount INTEGER NOT NULL,
      reason TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((owner_organization_id IS NULL) <> (owner_user_id IS NULL))
    );

    CREATE TABLE signing_keys (
      kid TEXT PRIMARY KEY,
      private_pem TEXT NOT NULL,
      public_pem TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE outbox_emails (
      id BIGSERIAL PRIMARY KEY,
      to_address TEXT NOT NULL,
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      kind TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX outbox_to_idx ON outbox_emails (lower(to_address), created_at DESC);
  `,
};
