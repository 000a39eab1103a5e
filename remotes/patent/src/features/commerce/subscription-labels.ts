import type { InvoiceStatus, SubscriptionStatus } from '@iprism/shared/contracts/commerce';

export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  canceling: { label: 'Ends at period end', color: 'warning' },
  grace: { label: 'Payment overdue', color: 'error' },
  ended: { label: 'Ended', color: 'default' },
};

export const INVOICE_STATUS: Record<InvoiceStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' | 'info' }> = {
  open: { label: 'Due', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  void: { label: 'Void', color: 'default' },
  refunded: { label: 'Refunded', color: 'info' },
};

/** "Renews on 1 May 2026" / "Ends on …" / "Grace until …": what happens at the end of the period. */
export function renewalText(status: SubscriptionStatus, periodEnd: string, graceUntil: string | null, format: (iso: string) => string): string {
  if (status === 'canceling') return `Ends on ${format(periodEnd)}`;
  if (status === 'grace') return `The renewal failed; access continues until ${format(graceUntil ?? periodEnd)}`;
  if (status === 'ended') return 'Ended';
  return `Renews on ${format(periodEnd)}`;
}
