const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in cents as US dollars with cents ("$1,234.50", "-$10.00"): every price the product shows or prints. */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}
