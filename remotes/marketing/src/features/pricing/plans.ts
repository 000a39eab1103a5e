import type { LicenseType } from '@iprism/shared/contracts/product';

export type PlanFamily = 'pilot' | 'toolbox';
export type BillingCycle = 'monthly' | 'annual';

export interface Plan {
  /** The licence a subscription to this plan grants (SPEC §3 licence types). */
  licenseType: LicenseType;
  family: PlanFamily;
  name: string;
  audience: string;
  /** US dollars per seat per month when billed monthly. */
  monthlyPriceUsd: number;
  highlights: readonly string[];
  cta: { label: string; to: string };
  featured?: boolean;
}

export const FAMILIES: Readonly<Record<PlanFamily, { name: string; text: string }>> = {
  pilot: { name: 'Pilot', text: 'Patent and scout dashboards: reports, prior-art search, IDS review and technology watches.' },
  toolbox: { name: 'Toolbox', text: 'The toolbox dashboard: USPTO form fill from your application data.' },
};

const SIGN_UP = { label: 'Get started', to: '/sign-up' };
const TALK_TO_SALES = { label: 'Talk to sales', to: '/contact?topic=sales' };

export const PLANS: readonly Plan[] = [
  {
    licenseType: 'PilotLawFirmStandard',
    family: 'pilot',
    name: 'Law Firm Standard',
    audience: 'For attorneys and agents in private practice',
    monthlyPriceUsd: 249,
    highlights: ['20 analyses per seat each month', 'Report, prior-art search and IDS review', '5 scout watches per seat', 'Client-portal seats available'],
    cta: SIGN_UP,
  },
  {
    licenseType: 'PilotLawFirmPro',
    family: 'pilot',
    name: 'Law Firm Pro',
    audience: 'For busy prosecution practices',
    monthlyPriceUsd: 449,
    highlights: ['60 analyses per seat each month', 'Claim charts for every ranked reference', '25 scout watches per seat', 'Priority support'],
    cta: SIGN_UP,
    featured: true,
  },
  {
    licenseType: 'PilotOrgStandard',
    family: 'pilot',
    name: 'Organization',
    audience: 'For corporate IP and R&D teams',
    monthlyPriceUsd: 349,
    highlights: ['40 analyses per seat each month', 'Shared archives across the organization', '15 scout watches per seat', 'Priority support'],
    cta: TALK_TO_SALES,
  },
  {
    licenseType: 'PilotEduStandard',
    family: 'pilot',
    name: 'Education',
    audience: 'For universities and tech-transfer offices',
    monthlyPriceUsd: 49,
    highlights: ['10 analyses per seat each month', 'Report, prior-art search and IDS review', '3 scout watches per seat', 'For teaching and research use'],
    cta: TALK_TO_SALES,
  },
  {
    licenseType: 'ToolboxLawFirmStandard',
    family: 'toolbox',
    name: 'Law Firm Standard',
    audience: 'For attorneys and agents in private practice',
    monthlyPriceUsd: 39,
    highlights: ['50 form fills per seat each month', 'All supported USPTO forms', '10 saved templates'],
    cta: SIGN_UP,
  },
  {
    licenseType: 'ToolboxLawFirmPro',
    family: 'toolbox',
    name: 'Law Firm Pro',
    audience: 'For high-volume filing teams',
    monthlyPriceUsd: 69,
    highlights: ['Unlimited form fills', 'All supported USPTO forms', 'Unlimited saved templates', 'Priority support'],
    cta: SIGN_UP,
    featured: true,
  },
  {
    licenseType: 'ToolboxOrgStandard',
    family: 'toolbox',
    name: 'Organization',
    audience: 'For in-house IP departments',
    monthlyPriceUsd: 59,
    highlights: ['100 form fills per seat each month', 'Templates shared across the organization', 'Priority support'],
    cta: TALK_TO_SALES,
  },
  {
    licenseType: 'ToolboxEduStandard',
    family: 'toolbox',
    name: 'Education',
    audience: 'For law schools and clinics',
    monthlyPriceUsd: 12,
    highlights: ['25 form fills per seat each month', 'All supported USPTO forms', 'For teaching and clinic use'],
    cta: TALK_TO_SALES,
  },
];

/** Client-portal seats: read-only access for a law firm's clients, added to a Pilot law firm plan. */
export const CLIENT_PORTAL_SEAT = {
  licenseType: 'PilotClientPortal' as LicenseType,
  name: 'Client portal seat',
  monthlyPriceUsd: 15,
  text: 'Give a client read-only access to the reports and analytics you assign to them. Add seats to a Law Firm Standard or Pro plan, one per client user.',
};

/** Comparison rows per family: `true`/`false` for included or not, a string for a limit. */
export type ComparisonValue = boolean | string;
export interface ComparisonRow {
  feature: string;
  values: readonly ComparisonValue[];
}

export const COMPARISON: Readonly<Record<PlanFamily, readonly ComparisonRow[]>> = {
  pilot: [
    { feature: 'Analyses per seat each month', values: ['20', '60', '40', '10'] },
    { feature: 'Claims parsing, claim tree and checks', values: [true, true, true, true] },
    { feature: 'Plain-language summary and fee estimate', values: [true, true, true, true] },
    { feature: 'Prior-art search', values: [true, true, true, true] },
    { feature: 'Claim charts', values: ['Top 5 references', 'Every ranked reference', 'Every ranked reference', 'Top 5 references'] },
    { feature: 'IDS normalization, SB/08 output and X/Y/A classification', values: [true, true, true, true] },
    { feature: 'CPC classification explorer and PDF viewer', values: [true, true, true, true] },
    { feature: 'Scout watches per seat', values: ['5', '25', '15', '3'] },
    { feature: 'Organization with members and roles', values: [true, true, true, true] },
    { feature: 'Client-portal seats', values: ['Add-on', 'Add-on', false, false] },
    { feature: 'Priority support', values: [false, true, true, false] },
  ],
  toolbox: [
    { feature: 'Form fills per seat each month', values: ['50', 'Unlimited', '100', '25'] },
    { feature: 'All supported USPTO forms', values: [true, true, true, true] },
    { feature: 'Saved templates', values: ['10', 'Unlimited', 'Shared, unlimited', '5'] },
    { feature: 'Organization with members and roles', values: [true, true, true, true] },
    { feature: 'Priority support', values: [false, true, true, false] },
  ],
};

export function plansOf(family: PlanFamily): Plan[] {
  return PLANS.filter((p) => p.family === family);
}
