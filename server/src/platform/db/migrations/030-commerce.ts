import type { Migration } from './index';

/**
 * Commerce (plans, credits, subscriptions, payments). The plans table stays the one source of prices: it
 * gains the annual per-seat price (ten months for twelve, the discount the pricing page states) and the
 * credit packs sit beside it. The credit ledger gains a kind (the wire `reason`), the application, billing
 * period or checkout an entry belongs to, and who caused it; partial unique indexes make a charge, a
 * refund, a period grant and a purchase happen at most once even when two requests race.
 */
export const m030Commerce: Migration = {
  id: '030-commerce',
  sql: `
    ALTER TABLE plans ADD COLUMN annual_price_cents INTEGER;
    UPDATE plans SET annual_price_cents = monthly_price_cents * 10;
    ALTER TABLE plans ALTER COLUMN annual_price_cents SET NOT NULL;

    CREATE TABLE credit_packs (
      credits INTEGER PRIMARY KEY CHECK (credits > 0),
      price_cents INTEGER NOT NULL CHECK (price_cents >= 0)
    );
    INSERT INTO credit_packs (credits, price_cents) VALUES (10, 9000), (50, 40000), (100, 70000);

    ALTER TABLE credit_entries ADD COLUMN kind TEXT NOT NULL DEFAULT 'adjustment'
      CHECK (kind IN ('application', 'refund', 'period-grant', 'purchase', 'adjustment'));
    ALTER TABLE credit_entries ADD COLUMN application_id TEXT;
    ALTER TABLE credit_entries ADD COLUMN period_start TIMESTAMPTZ;
    ALTER TABLE credit_entries ADD COLUMN checkout_id TEXT;
    ALTER TABLE credit_entries ADD COLUMN actor_user_id TEXT REFERENCES users(id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX credit_entries_charge_once ON credit_entries (application_id) WHERE kind = 'application';
    CREATE UNIQUE INDEX credit_entries_refund_once ON credit_entries (application_id) WHERE kind = 'refund';
    CREATE UNIQUE INDEX credit_entries_purchase_once ON credit_entries (checkout_id) WHERE kind = 'purchase';
    CREATE UNIQUE INDEX credit_entries_grant_once ON credit_entries (COALESCE(owner_user_id, owner_organization_id), period_start) WHERE kind = 'period-grant';
    CREATE INDEX credit_entries_user_idx ON credit_entries (owner_user_id, created_at DESC);
    CREATE INDEX credit_entries_org_idx ON credit_entries (owner_organization_id, created_at DESC);
  `,
};
