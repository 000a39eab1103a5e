import type { EntitySize, IdsTiming } from '@iprism/shared/contracts';
import { feeTableAt } from '../../modules/analysis';
import { addMonths, parseIsoDate } from '../calendar/calendar-date';
import { nextBusinessDay } from '../calendar/federal-holidays';
import { invalidField } from '../invalid-field';

export interface IdsTimingInput {
  filingDate: string;
  submittedAt: string;
  firstActionOnMeritsDate?: string;
  finalActionOrAllowanceDate?: string;
  issueFeePaidDate?: string;
  foreignCitationFirstDate?: string;
  national: boolean;
}

/**
 * The three-month periods of 37 CFR 1.97(b) and (e) end on the same day three months later; one ending on
 * a weekend or federal holiday runs to the next business day (37 CFR 1.7).
 */
const threeMonthsAfter = (date: string): string => nextBusinessDay(addMonths(date, 3));

/**
 * Which paragraph of 37 CFR 1.97 an IDS submitted on `submittedAt` falls under, and what it needs:
 * (b) within three months of filing (or of national stage entry) or before the first action on the merits:
 * nothing; (c) after that and before a final action or notice of allowance: the 1.97(e) statement or the
 * 1.17(p) fee; (d) from the final action or allowance until the issue fee is paid: the statement and the fee;
 * after the issue fee: a petition to withdraw from issue. The 1.97(e)(1) statement can be made only when a
 * foreign office first cited the items no more than three months before the IDS. An event dated after the
 * submission had not happened yet and does not count. Inconsistent dates are a 400 naming the field.
 */
export function idsTiming(input: IdsTimingInput): IdsTiming {
  const d = checkDates(input);
  const statementOk = d.foreign !== undefined && d.submitted <= threeMonthsAfter(d.foreign);
  const statementText = statementOk
    ? `a foreign office first cited the items on ${d.foreign}, no more than three months before, so the 37 CFR 1.97(e)(1) statement can be made`
    : d.foreign
      ? `a foreign office first cited the items on ${d.foreign}, more than three months before, so the 37 CFR 1.97(e)(1) statement cannot be made`
      : 'no foreign citation date is given, so the 37 CFR 1.97(e)(1) statement is not available';
  if (d.issueFee && d.submitted > d.issueFee) {
    return {
      rule: 'after issue fee',
      needs: { statement: statementOk, fee: true, petition: true },
      explanation: `Submitted after the issue fee was paid (${d.issueFee}): the IDS is considered only if the application is withdrawn from issue by a petition under 37 CFR 1.313(c)(2) with a request for continued examination, or ${statementOk ? 'through the Quick Path IDS with the 37 CFR 1.97(e) statement and the 37 CFR 1.17(p) fee; ' : 'not at all without one; '}${statementText}.`,
    };
  }
  if (d.final && d.submitted >= d.final) {
    return {
      rule: '1.97(d)',
      needs: { statement: true, fee: true, petition: false },
      explanation: `Submitted on or after the final action or notice of allowance (${d.final}) and ${d.issueFee ? `on or before the issue fee payment (${d.issueFee})` : 'before the issue fee is paid'}: 37 CFR 1.97(d) requires both the 37 CFR 1.97(e) statement and the 37 CFR 1.17(p) fee; ${statementText}${statementOk ? '' : ', and the IDS must instead accompany a request for continued examination (37 CFR 1.114)'}.`,
    };
  }
  const window = threeMonthsAfter(d.filing);
  const start = input.national ? `entry into the national stage (${d.filing})` : `the filing date (${d.filing})`;
  if (d.submitted <= window || !d.firstAction || d.submitted < d.firstAction) {
    const why = d.submitted <= window ? `within three months of ${start}, by ${window}` : d.firstAction ? `before the first action on the merits (${d.firstAction})` : 'before any first action on the merits';
    return { rule: '1.97(b)', needs: { statement: false, fee: false, petition: false }, explanation: `Submitted ${why}: 37 CFR 1.97(b) requires neither a statement nor a fee.` };
  }
  return {
    rule: '1.97(c)',
    needs: { statement: statementOk, fee: !statementOk, petition: false },
    explanation: `Submitted after the first action on the merits (${d.firstAction}) and more than three months after ${start}, before any final action or notice of allowance: 37 CFR 1.97(c) requires the 37 CFR 1.97(e) statement or the 37 CFR 1.17(p) fee; ${statementText}${statementOk ? ', so no fee is due' : ', so the fee is due'}.`,
  };
}

interface CheckedDates {
  filing: string;
  submitted: string;
  firstAction?: string;
  final?: string;
  issueFee?: string;
  foreign?: string;
}

function checkDates(input: IdsTimingInput): CheckedDates {
  const filing = parseIsoDate(input.filingDate, 'filingDate');
  const submitted = parseIsoDate(input.submittedAt, 'submittedAt');
  if (submitted < filing) throw invalidField('submittedAt', `cannot be before the filing date (${filing}).`);
  const optional = (value: string | undefined, field: string, notBefore: string, what: string): string | undefined => {
    if (value === undefined) return undefined;
    const date = parseIsoDate(value, field);
    if (date < notBefore) throw invalidField(field, `cannot be before ${what} (${notBefore}).`);
    return date;
  };
  const firstAction = optional(input.firstActionOnMeritsDate, 'firstActionOnMeritsDate', filing, 'the filing date');
  const final = optional(input.finalActionOrAllowanceDate, 'finalActionOrAllowanceDate', firstAction ?? filing, firstAction ? 'the first action on the merits' : 'the filing date');
  if (input.issueFeePaidDate !== undefined && final === undefined) throw invalidField('finalActionOrAllowanceDate', 'is needed when an issue fee payment date is given (the issue fee follows a notice of allowance).');
  const issueFee = optional(input.issueFeePaidDate, 'issueFeePaidDate', final ?? filing, 'the notice of allowance');
  const foreign = input.foreignCitationFirstDate === undefined ? undefined : parseIsoDate(input.foreignCitationFirstDate, 'foreignCitationFirstDate');
  if (foreign !== undefined && foreign > submitted) throw invalidField('foreignCitationFirstDate', `cannot be after the IDS is submitted (${submitted}).`);
  return { filing, submitted, ...(firstAction && { firstAction }), ...(final && { final }), ...(issueFee && { issueFee }), ...(foreign && { foreign }) };
}

/** The 37 CFR 1.17(p) fee in cents for an IDS under 1.97(c) or (d) filed on `filedOn`, from the fee table. */
export function idsStatementFeeCents(entity: EntitySize, filedOn: Date): number {
  return feeTableAt(filedOn).idsStatement[entity] * 100;
}
