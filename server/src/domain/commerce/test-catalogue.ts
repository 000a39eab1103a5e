import type { Catalogue, Plan } from '@iprism/shared/contracts';

/** A small catalogue for the commerce tests: two law-firm plans and one unlimited staff plan. */
export const STANDARD: Plan = {
  id: 'lawfirm-standard',
  licenseType: 'PilotLawFirmStandard',
  family: 'pilot',
  name: 'Law Firm Standard',
  monthlyPriceCents: 9900,
  annualPriceCents: 99000,
  includedCredits: 20,
  creditsUnlimited: false,
};

export const PRO: Plan = { ...STANDARD, id: 'lawfirm-pro', licenseType: 'PilotLawFirmPro', name: 'Law Firm Pro', monthlyPriceCents: 19900, annualPriceCents: 199000, includedCredits: 60 };

export const UNLIMITED: Plan = { ...STANDARD, id: 'org-unlimited', licenseType: 'PilotOrgStandard', name: 'Organisation', monthlyPriceCents: 49900, annualPriceCents: 479000, includedCredits: 0, creditsUnlimited: true };

export const CATALOGUE: Catalogue = {
  plans: [STANDARD, PRO, UNLIMITED],
  creditPacks: [
    { credits: 10, priceCents: 9000 },
    { credits: 50, priceCents: 40000 },
  ],
};
