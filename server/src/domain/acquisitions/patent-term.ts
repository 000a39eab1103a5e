import { PATENT_KINDS, type PatentKind, type PatentTerm } from '@iprism/shared/contracts';
import { invalidField } from '../invalid-field';
import { addDays, addYears, parseIsoDate } from '../calendar/calendar-date';

/** The URAA term change (35 U.S.C. 154(a)(2), (c)): applications filed on or after this day get 20 years from filing. */
export const URAA_DATE = '1995-06-08';
/** The PLTIA change (35 U.S.C. 173): design applications filed on or after this day get 15 years from grant. */
export const DESIGN_15_YEAR_DATE = '2015-05-13';

export interface PatentTermInput {
  kind: string;
  filingDate: string;
  grantDate: string;
  earliestNonProvisionalFilingDate?: string;
  ptaDays?: number;
  pteDays?: number;
  terminalDisclaimerDate?: string;
}

interface Checked {
  kind: PatentKind;
  filingDate: string;
  grantDate: string;
  earliest: string;
  ptaDays: number;
  pteDays: number;
  terminalDisclaimerDate?: string;
}

/**
 * When a US patent expires and why. Utility and plant patents filed on or after 1995-06-08: 20 years from
 * the earliest non-provisional filing date, plus PTA and PTE days. Filed before that day: the later of 17
 * years from grant and 20 years from the earliest filing date when the patent was in force on 1995-06-08
 * (or granted after it), 17 years from grant otherwise; plus PTE days. Design patents: 15 years from grant
 * when filed on or after 2015-05-13, 14 years before. A terminal disclaimer's date caps every kind.
 * Days are calendar anniversaries; an anniversary of 29 February falls on 28 February. Bad or inconsistent
 * input is a 400 naming the field.
 */
export function patentTerm(input: PatentTermInput): PatentTerm {
  const t = checkTermInput(input);
  const { expiresAt, basis } = t.kind === 'design' ? designTerm(t) : t.filingDate >= URAA_DATE ? twentyYearTerm(t) : transitionalTerm(t);
  if (t.terminalDisclaimerDate && t.terminalDisclaimerDate < expiresAt) {
    return { expiresAt: t.terminalDisclaimerDate, basis: `${basis}; a terminal disclaimer cuts it to ${t.terminalDisclaimerDate}.` };
  }
  return { expiresAt, basis: `${basis}.` };
}

function checkTermInput(input: PatentTermInput): Checked {
  if (!(PATENT_KINDS as readonly string[]).includes(input.kind)) throw invalidField('kind', `must be ${PATENT_KINDS.join(', ')}.`);
  const kind = input.kind as PatentKind;
  const filingDate = parseIsoDate(input.filingDate, 'filingDate');
  const grantDate = parseIsoDate(input.grantDate, 'grantDate');
  if (grantDate < filingDate) throw invalidField('grantDate', `cannot be before the filing date (${filingDate}).`);
  const earliest = input.earliestNonProvisionalFilingDate === undefined ? filingDate : parseIsoDate(input.earliestNonProvisionalFilingDate, 'earliestNonProvisionalFilingDate');
  if (earliest > filingDate) throw invalidField('earliestNonProvisionalFilingDate', `cannot be after the filing date (${filingDate}).`);
  const ptaDays = days(input.ptaDays, 'ptaDays');
  const pteDays = days(input.pteDays, 'pteDays');
  if (kind === 'design' && ptaDays + pteDays > 0) throw invalidField(ptaDays > 0 ? 'ptaDays' : 'pteDays', 'does not apply to design patents.');
  if (kind !== 'design' && filingDate < URAA_DATE && ptaDays > 0) throw invalidField('ptaDays', `applies only to applications filed on or after ${URAA_DATE}.`);
  const terminalDisclaimerDate = input.terminalDisclaimerDate === undefined ? undefined : parseIsoDate(input.terminalDisclaimerDate, 'terminalDisclaimerDate');
  return { kind, filingDate, grantDate, earliest, ptaDays, pteDays, ...(terminalDisclaimerDate && { terminalDisclaimerDate }) };
}

function days(value: number | undefined, field: string): number {
  if (value === undefined) return 0;
  if (!Number.isInteger(value) || value < 0) throw invalidField(field, 'must be a whole number of days, 0 or more.');
  return value;
}

const Kind = (kind: PatentKind): string => (kind === 'plant' ? 'Plant' : kind === 'design' ? 'Design' : 'Utility');

function designTerm(t: Checked): { expiresAt: string; basis: string } {
  const years = t.filingDate >= DESIGN_15_YEAR_DATE ? 15 : 14;
  const when = years === 15 ? `on or after ${DESIGN_15_YEAR_DATE}` : `before ${DESIGN_15_YEAR_DATE}`;
  return { expiresAt: addYears(t.grantDate, years), basis: `Design patent filed ${when}: ${years} years from grant (${t.grantDate}) under 35 U.S.C. 173` };
}

function twentyYearTerm(t: Checked): { expiresAt: string; basis: string } {
  const base = addYears(t.earliest, 20);
  const from = t.earliest === t.filingDate ? `the filing date (${t.earliest})` : `the earliest non-provisional filing date (${t.earliest})`;
  return {
    expiresAt: addDays(base, t.ptaDays + t.pteDays),
    basis: `${Kind(t.kind)} patent filed on or after ${URAA_DATE}: 20 years from ${from} under 35 U.S.C. 154(a)(2), ${base}${adjustments(t)}`,
  };
}

function transitionalTerm(t: Checked): { expiresAt: string; basis: string } {
  const fromGrant = addYears(t.grantDate, 17);
  const fromFiling = addYears(t.earliest, 20);
  const pte = t.pteDays;
  if (fromGrant < URAA_DATE && t.grantDate < URAA_DATE) {
    return {
      expiresAt: addDays(fromGrant, pte),
      basis: `${Kind(t.kind)} patent filed before ${URAA_DATE} and no longer in force on that day: 17 years from grant (${t.grantDate}), ${fromGrant}${adjustments(t)}`,
    };
  }
  const later = fromGrant >= fromFiling ? fromGrant : fromFiling;
  const which = fromGrant >= fromFiling ? `17 years from grant (${fromGrant})` : `20 years from the ${t.earliest === t.filingDate ? 'filing date' : 'earliest non-provisional filing date'} (${fromFiling})`;
  return {
    expiresAt: addDays(later, pte),
    basis: `${Kind(t.kind)} patent filed before ${URAA_DATE} and in force on that day or granted after it: the later of 17 years from grant (${fromGrant}) and 20 years from filing (${fromFiling}) under 35 U.S.C. 154(c)(1), here ${which}${adjustments(t)}`,
  };
}

function adjustments(t: Checked): string {
  const parts = [t.ptaDays > 0 && `${t.ptaDays} days of patent term adjustment (35 U.S.C. 154(b))`, t.pteDays > 0 && `${t.pteDays} days of patent term extension (35 U.S.C. 156)`].filter(Boolean);
  return parts.length ? `, plus ${parts.join(' and ')}` : '';
}
