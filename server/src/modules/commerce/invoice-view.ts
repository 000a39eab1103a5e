import type { Invoice } from '@iprism/shared/contracts';
import type { CheckoutRecord } from './repositories/checkouts';

/** A checkout as the invoice lists show it; `payUrl` only while it can still be paid. */
export function toInvoice(c: CheckoutRecord, demo: boolean): Invoice {
  return {
    id: c.id,
    number: c.invoiceNumber,
    kind: c.kind,
    status: c.status,
    lines: c.lines,
    totalCents: c.totalCents,
    currency: 'usd',
    provider: c.provider,
    createdAt: c.createdAt.toISOString(),
    paidAt: c.paidAt ? c.paidAt.toISOString() : null,
    pdfUrl: `/api/payments/invoices/${c.id}/pdf`,
    payUrl: c.status === 'open' && c.provider === 'invoice' && demo ? `/checkout/${c.id}` : null,
  };
}
