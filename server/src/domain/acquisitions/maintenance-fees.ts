import { MAINTENANCE_FEE_YEARS, PATENT_KINDS, type MaintenanceFee, type MaintenanceFeeStatus, type MaintenancePayment, type PatentKind } from '@iprism/shared/contracts';
import { invalidField } from '../invalid-field';
import { addMonths, parseIsoDate } from '../calendar/calendar-date';
import { nextBusinessDay } from '../calendar/federal-holidays';

/** 35 U.S.C. 41(b) applies to patents on applications filed on or after this day; earlier ones owe no maintenance fees. */
export const MAINTENANCE_FEE_START_DATE = '1980-12-12';

export interface MaintenanceInput {
  kind: string;
  filingDate: string;
  grantDate: string;
  payments?: readonly MaintenancePayment[];
  /** The day the statuses are computed for (the caller's clock). */
  asOf: string;
  /** When the patent expires anyway: a fee whose window would open on or after it is not owed. */
  expiresAt?: string;
}

/**
 * The 3.5, 7.5 and 11.5-year maintenance fees of a utility patent (37 CFR 1.362): each may be paid without
 * surcharge from 6 months before its due date (the 3, 7 and 11-year anniversary of grant) to the due date,
 * and with the surcharge for 6 months after; unpaid then, the patent lapses and the later fees with it.
 * A due date or surcharge end on a weekend or federal holiday still admits payment on the next business day
 * (35 U.S.C. 21(b)), which the status honours. Design and plant patents, and patents on applications filed
 * before 1980-12-12, owe none. A payment outside its window is a 400 naming `payments`.
 */
export function maintenanceFees(input: MaintenanceInput): MaintenanceFee[] {
  if (!(PATENT_KINDS as readonly string[]).includes(input.kind)) throw invalidField('kind', `must be ${PATENT_KINDS.join(', ')}.`);
  const filingDate = parseIsoDate(input.filingDate, 'filingDate');
  const grantDate = parseIsoDate(input.grantDate, 'grantDate');
  if (grantDate < filingDate) throw invalidField('grantDate', `cannot be before the filing date (${filingDate}).`);
  const asOf = parseIsoDate(input.asOf, 'asOf');
  const expiresAt = input.expiresAt === undefined ? undefined : parseIsoDate(input.expiresAt, 'expiresAt');
  if ((input.kind as PatentKind) !== 'utility' || filingDate < MAINTENANCE_FEE_START_DATE) return [];
  const fees: MaintenanceFee[] = [];
  let lapsed = false;
  for (const year of MAINTENANCE_FEE_YEARS) {
    const months = Math.round(year * 12);
    const window = { year, opensAt: addMonths(grantDate, months - 6), dueAt: addMonths(grantDate, months), surchargeUntil: addMonths(grantDate, months + 6) };
    if (expiresAt !== undefined && window.opensAt >= expiresAt) break;
    const payment = input.payments?.find((p) => p.year === year);
    if (payment) checkPayment(payment, window);
    const status: MaintenanceFeeStatus = lapsed ? 'lapsed' : statusOf(window, payment, asOf);
    if (status === 'lapsed') lapsed = true;
    fees.push({ ...window, status });
  }
  return fees;
}

function checkPayment(payment: MaintenancePayment, window: { opensAt: string; surchargeUntil: string }): void {
  const paidAt = parseIsoDate(payment.paidAt, 'payments');
  if (paidAt < window.opensAt || paidAt > nextBusinessDay(window.surchargeUntil)) {
    throw invalidField('payments', `the ${payment.year}-year fee can only be paid from ${window.opensAt} to ${window.surchargeUntil}; ${paidAt} is outside that window.`);
  }
}

function statusOf(window: { opensAt: string; dueAt: string; surchargeUntil: string }, payment: MaintenancePayment | undefined, asOf: string): MaintenanceFeeStatus {
  if (payment && payment.paidAt <= asOf) return 'paid';
  if (asOf < window.opensAt) return 'future';
  if (asOf <= nextBusinessDay(window.dueAt)) return 'open';
  if (asOf <= nextBusinessDay(window.surchargeUntil)) return 'in surcharge';
  return 'lapsed';
}
