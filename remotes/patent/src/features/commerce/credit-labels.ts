import type { CreditReason } from '@iprism/shared/contracts/commerce';

const REASONS: Record<CreditReason, string> = {
  application: 'Application analysed',
  refund: 'Refund: analysis failed',
  'period-grant': 'Included with your plan',
  'upgrade-grant': 'Included with your upgrade',
  purchase: 'Credits purchased',
  adjustment: 'Adjustment',
};

export const creditReasonLabel = (reason: CreditReason): string => REASONS[reason];

/** "+10" / "−1": the sign always shown, a real minus sign for screen readers and print. */
export const signedAmount = (amount: number): string => (amount > 0 ? `+${amount}` : amount < 0 ? `−${Math.abs(amount)}` : '0');
