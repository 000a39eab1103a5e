import type { ChipProps } from '@mui/material/Chip';
import type { FindingRule, FindingSeverity, SectionName, StatutoryCategory, Summary } from '@iprism/shared/contracts/report';
import type { ReportPart } from '@iprism/shared/contracts/patent-settings';

/** What the report screen calls each rule, severity, claim category and section. */

export const RULE_LABELS: Readonly<Record<FindingRule, string>> = {
  'antecedent-basis': 'Antecedent basis',
  'unsupported-term': 'Unsupported term',
  'reference-numeral': 'Reference numeral',
  'claim-reference': 'Claim reference',
  'abstract-length': 'Abstract length',
  'title-length': 'Title length',
};

export const SEVERITY_LABELS: Readonly<Record<FindingSeverity, string>> = { error: 'Error', warning: 'Warning', info: 'Info' };

/** Theme palette keys, so chips and bars follow the light and dark themes. */
export const SEVERITY_COLORS: Readonly<Record<FindingSeverity, Extract<ChipProps['color'], 'error' | 'warning' | 'info'>>> = {
  error: 'error',
  warning: 'warning',
  info: 'info',
};

export const CATEGORY_LABELS: Readonly<Record<StatutoryCategory, string>> = {
  method: 'Method',
  apparatus: 'Apparatus',
  system: 'System',
  composition: 'Composition',
  medium: 'Medium',
  unknown: 'Unknown',
};

export const SECTION_LABELS: Readonly<Record<SectionName, string>> = {
  title: 'Title',
  crossReference: 'Cross-reference',
  field: 'Field',
  background: 'Background',
  summary: 'Summary',
  drawings: 'Drawings',
  detailedDescription: 'Detailed description',
  claims: 'Claims',
  abstract: 'Abstract',
};

/** "Extractive summary" or "AI summary by {model}". */
export function summaryLabel(summary: Pick<Summary, 'kind' | 'model'>): string {
  if (summary.kind === 'extractive') return 'Extractive summary';
  return summary.model ? `AI summary by ${summary.model}` : 'AI summary';
}

const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const USD_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** US dollars as the USPTO fee schedule writes them: $1,040, $208.50. */
export const formatUsd = (amount: number): string => (Number.isInteger(amount) ? USD_WHOLE : USD_CENTS).format(amount);

/** Where a finding is: "Claims · claim 3 · page 12". */
export function locationLabel(location: { section: SectionName; claim: number | null; page: number | null }): string {
  const parts = [SECTION_LABELS[location.section]];
  if (location.claim !== null) parts.push(`claim ${location.claim}`);
  if (location.page !== null) parts.push(`page ${location.page}`);
  return parts.join(' · ');
}

/** The report screen's parts, as the settings page names them. */
export const REPORT_PART_LABELS: Readonly<Record<ReportPart, string>> = {
  summary: 'Summary',
  statistics: 'Statistics',
  claims: 'Claim tree',
  findings: 'Findings',
  fees: 'Fee estimate',
  priorArt: 'Prior art',
  ids: 'Information disclosure statement',
};
