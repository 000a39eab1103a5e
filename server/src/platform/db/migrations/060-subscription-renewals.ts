import type { Migration } from './index';

/**
 * Renewals and upgrades. A subscription paid through Stripe keeps Stripe's subscription id, so its
 * renewal, failed renewal and deletion events find it. An upgrade grants the new plan's extra included
 * credits for the rest of the period as its own ledger kind, once per upgrade checkout.
 */
export const m060SubscriptionRenewals: Migration = {
  id: '060-subscription-renewals',
  sql: `
    ALTER TABLE subscriptions ADD COLUMN provider_ref TEXT;
    CREATE UNIQUE INDEX subscriptions_provider_ref_idx ON subscriptions (provider, provider_ref) WHERE provider_ref IS NOT NULL;

    ALTER TABLE credit_entries DROP CONSTRAINT credit_entries_kind_check;
    ALTER TABLE credit_entries ADD CONSTRAINT credit_entries_kind_check
      CHECK (kind IN ('application', 'refund', 'period-grant', 'upgrade-grant', 'purchase', 'adjustment'));
    CREATE UNIQUE INDEX credit_entries_upgrade_grant_once ON credit_entries (checkout_id) WHERE kind = 'upgrade-grant';
  `,
};
