import type { AdminSales } from '@iprism/shared/contracts';
import type { CheckoutRecord } from './repositories/checkouts';
import type { PlanRecord } from './repositories/plans';
import type { SubscriptionRecord } from './repositories/subscriptions';

/** A subscription's monthly recurring revenue: seats × the monthly price, or a twelfth of the annual one. */
export function monthlyRevenueOf(sub: Pick<SubscriptionRecord, 'seats' | 'billing' | 'status'>, plan: Pick<PlanRecord, 'monthlyPriceCents' | 'annualPriceCents'> | undefined): number {
  if (!plan || sub.status === 'ended') return 0;
  return sub.billing === 'annual' ? Math.round((plan.annualPriceCents * sub.seats) / 12) : plan.monthlyPriceCents * sub.seats;
}

const KIND_LABEL: Record<CheckoutRecord['kind'], string> = { subscription: 'Subscriptions', credits: 'Credit packs', upgrade: 'Upgrades', licenses: 'Extra seats', renewal: 'Renewals' };

/**
 * The sales figures of /admin/sales (pure): MRR of the running subscriptions; revenue of paid (not
 * refunded) invoices by calendar month (UTC, the last `months` months, empty ones included) and by plan
 * (credit packs on their own line).
 */
export function summariseSales(input: { checkouts: CheckoutRecord[]; subscriptions: SubscriptionRecord[]; plans: PlanRecord[]; now: Date; months?: number }): Pick<AdminSales, 'mrrCents' | 'activeSubscriptions' | 'revenueByMonth' | 'revenueByPlan'> {
  const plans = new Map(input.plans.map((p) => [p.id, p]));
  const running = input.subscriptions.filter((s) => s.status !== 'ended');
  const mrrCents = running.reduce((sum, s) => sum + monthlyRevenueOf(s, plans.get(s.planId)), 0);
  const months: string[] = [];
  for (let i = (input.months ?? 12) - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const byMonth = new Map(months.map((m) => [m, 0]));
  const byPlan = new Map<string, number>();
  for (const c of input.checkouts) {
    if (c.status !== 'paid' || !c.paidAt) continue;
    const month = c.paidAt.toISOString().slice(0, 7);
    if (byMonth.has(month)) byMonth.set(month, byMonth.get(month)! + c.totalCents);
    const label = c.kind === 'credits' ? KIND_LABEL.credits : (plans.get(c.planId ?? '')?.name ?? KIND_LABEL[c.kind]);
    byPlan.set(label, (byPlan.get(label) ?? 0) + c.totalCents);
  }
  return {
    mrrCents,
    activeSubscriptions: running.length,
    revenueByMonth: months.map((month) => ({ month, amountCents: byMonth.get(month)! })),
    revenueByPlan: [...byPlan].map(([label, amountCents]) => ({ label, amountCents })).sort((a, b) => b.amountCents - a.amountCents),
  };
}

const csvCell = (v: string | number): string => {
  const s = String(v);
  // A leading = + - @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The invoices as CSV (one row each, amounts in dollars with cents), for the export button. */
export function salesCsv(invoices: AdminSales['invoices']): string {
  const head = ['Invoice', 'Created', 'Paid', 'Buyer', 'Kind', 'Status', 'Provider', 'Total (USD)'];
  const rows = invoices.map((i) => [i.number, i.createdAt.slice(0, 10), i.paidAt?.slice(0, 10) ?? '', i.buyer, i.kind, i.status, i.provider, (i.totalCents / 100).toFixed(2)]);
  return [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
