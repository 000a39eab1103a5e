import type { Migration } from './index';

/**
 * The plan catalogue the marketing pricing page shows (remotes/marketing/src/features/pricing/plans.ts):
 * per-seat monthly prices in cents and the monthly allowance as included credits. Toolbox Law Firm Pro
 * is "unlimited form fills", so it is flagged rather than given a made-up number. Also the index the
 * seat rule reads (members of an organisation in joining order).
 */
export const m004Plans: Migration = {
  id: '004-plans',
  sql: `
    ALTER TABLE plans ADD COLUMN family TEXT NOT NULL DEFAULT 'pilot' CHECK (family IN ('pilot', 'toolbox'));
    ALTER TABLE plans ADD COLUMN credits_unlimited BOOLEAN NOT NULL DEFAULT false;
    CREATE UNIQUE INDEX plans_license_type_idx ON plans (license_type);

    INSERT INTO plans (id, license_type, family, name, monthly_price_cents, included_credits, credits_unlimited, seats) VALUES
      ('pilot-law-firm-standard', 'PilotLawFirmStandard', 'pilot', 'Pilot Law Firm Standard', 24900, 20, false, 1),
      ('pilot-law-firm-pro', 'PilotLawFirmPro', 'pilot', 'Pilot Law Firm Pro', 44900, 60, false, 1),
      ('pilot-org-standard', 'PilotOrgStandard', 'pilot', 'Pilot Organization', 34900, 40, false, 1),
      ('pilot-edu-standard', 'PilotEduStandard', 'pilot', 'Pilot Education', 4900, 10, false, 1),
      ('pilot-client-portal', 'PilotClientPortal', 'pilot', 'Client portal seat', 1500, 0, false, 1),
      ('toolbox-law-firm-standard', 'ToolboxLawFirmStandard', 'toolbox', 'Toolbox Law Firm Standard', 3900, 50, false, 1),
      ('toolbox-law-firm-pro', 'ToolboxLawFirmPro', 'toolbox', 'Toolbox Law Firm Pro', 6900, 0, true, 1),
      ('toolbox-org-standard', 'ToolboxOrgStandard', 'toolbox', 'Toolbox Organization', 5900, 100, false, 1),
      ('toolbox-edu-standard', 'ToolboxEduStandard', 'toolbox', 'Toolbox Education', 1200, 25, false, 1);

    CREATE INDEX memberships_org_joined_idx ON memberships (organization_id, created_at, user_id);
  `,
};
