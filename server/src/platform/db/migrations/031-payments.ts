import type { Migration } from './index';

/**
 * Subscriptions, their history, checkouts (each one an invoice with a number) and the payment events
 * already applied. A buyer has at most one open checkout (the unique index answers a race with the same
 * 409 as the check), and an event id is stored in the transaction that applies it, so a replayed or
 * concurrent delivery applies nothing twice.
 */
export const m031Payments: Migration = {
  id: '031-payments',
  sql: `
    CREATE TABLE subscriptions (
      id TEXT PRIMARY KEY,
      owner_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      owner_organization_id TEXT REFERENCES organizations(id) ON DELETE CASCADE,
      plan_id TEXT NOT NULL REFERENCES plans(id),
      seats INTEGER NOT NULL CHECK (seats BETWEEN 1 AND 1000),
      billing TEXT NOT NULL CHECK (billing IN ('monthly', 'annual')),
      status TEXT NOT NULL CHECK (status IN ('active', 'canceling', 'grace', 'ended')),
      current_period_start TIMESTAMPTZ NOT NULL,
      current_period_end TIMESTAMPTZ NOT NULL,
      grace_until TIMESTAMPTZ,
      ended_at TIMESTAMPTZ,
      license_id TEXT REFERENCES licenses(id) ON DELETE SET NULL,
      provider TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK ((owner_organization_id IS NULL) <> (owner_user_id IS NULL))
    );
    CREATE INDEX subscriptions_user_idx ON subscriptions (owner_user_id);
    CREATE INDEX subscriptions_org_idx ON subscriptions (owner_organization_id);

    CREATE TABLE subscription_history (
      id BIGSERIAL PRIMARY KEY,
      subscription_id TEXT NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
      at TIMESTAMPTZ NOT NULL DEFAULT now(),
      actor_user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
      event TEXT NOT NULL,
      detail TEXT NOT NULL
    );
    CREATE INDEX subscription_history_sub_idx ON subscription_history (subscription_id, at DESC);

    CREATE SEQUENCE invoice_numbers START 1001;
    CREATE TABLE checkouts (
      id TEXT PRIMARY KEY,
      invoice_number TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('subscription', 'credits', 'upgrade', 'licenses', 'renewal')),
      buyer_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      owner_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
      owner_organization_id TEXT REFERENCES organizations(id) ON DELETE CASCADE,
      plan_id TEXT REFERENCES plans(id),
      seats INTEGER,
      billing TEXT,
      credits INTEGER,
      subscription_id TEXT REFERENCES subscriptions(id) ON DELETE SET NULL,
      lines JSONB NOT NULL,
      subtotal_cents INTEGER NOT NULL,
      discount_cents INTEGER NOT NULL,
      total_cents INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'declined', 'void', 'refunded')),
      provider TEXT NOT NULL,
      provider_ref TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      paid_at TIMESTAMPTZ,
      closed_at TIMESTAMPTZ,
      closed_by TEXT REFERENCES users(id) ON DELETE SET NULL,
      CHECK ((owner_organization_id IS NULL) <> (owner_user_id IS NULL))
    );
    CREATE UNIQUE INDEX checkouts_one_open_idx ON checkouts (buyer_user_id) WHERE status = 'open';
    CREATE INDEX checkouts_created_idx ON checkouts (created_at DESC);

    CREATE TABLE payment_events (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      checkout_id TEXT,
      received_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
