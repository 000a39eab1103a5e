import { PDFDocument, rgb } from 'pdf-lib';
import { drawText } from '../../../platform/pdf/draw-text';
import { embedUnicodeFonts } from '../../../platform/pdf/unicode-fonts';
import type { CheckoutRecord } from '../repositories/checkouts';
import { formatCents } from '@iprism/shared/text';

/** The seller block of every invoice. */
export const SELLER = ['iPrism, Inc.', '100 Innovation Way, Suite 400', 'Wilmington, DE 19801, United States', 'billing@iprism.example'];

export interface InvoiceParty {
  name: string;
  email: string;
  organization: string | null;
}

const STATUS_TEXT: Record<CheckoutRecord['status'], string> = { open: 'Due', paid: 'Paid', declined: 'Declined', void: 'Void', refunded: 'Refunded' };
const day = (d: Date): string => d.toISOString().slice(0, 10);

/** One A4 page: seller and buyer, number and dates, the lines, discount and total, and how to pay. */
export async function renderInvoicePdf(checkout: CheckoutRecord, buyer: InvoiceParty): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${checkout.invoiceNumber}`);
  pdf.setAuthor(SELLER[0]!);
  const page = pdf.addPage([595.28, 841.89]);
  const { regular: font, bold } = await embedUnicodeFonts(pdf);
  const ink = rgb(0.1, 0.1, 0.12);
  let y = 790;
  const text = (s: string, x: number, size = 10, f = font) => drawText(page, s, { x, y, size, font: f, color: ink });
  const right = (s: string, xRight: number, size = 10, f = font) => drawText(page, s, { x: xRight - f.widthOfTextAtSize(s, size), y, size, font: f, color: ink });

  text('INVOICE', 50, 22, bold);
  right(checkout.invoiceNumber, 545, 12, bold);
  y -= 18;
  right(`Status: ${STATUS_TEXT[checkout.status]}`, 545);
  y -= 30;
  const top = y;
  text('From', 50, 10, bold);
  for (const line of SELLER) {
    y -= 14;
    text(line, 50);
  }
  y = top;
  text('Bill to', 310, 10, bold);
  for (const line of [buyer.organization, buyer.name, buyer.email].filter((l): l is string => !!l)) {
    y -= 14;
    text(line, 310);
  }
  y = top - 14 * (SELLER.length + 2);
  text(`Issued: ${day(checkout.createdAt)}`, 50);
  if (checkout.paidAt) text(`Paid: ${day(checkout.paidAt)}`, 310);
  y -= 30;
  text('Description', 50, 10, bold);
  right('Amount (USD)', 545, 10, bold);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.8, color: ink });
  for (const line of checkout.lines) {
    y -= 18;
    text(line.label, 50);
    right(formatCents(line.amountCents), 545);
  }
  y -= 10;
  page.drawLine({ start: { x: 300, y }, end: { x: 545, y }, thickness: 0.5, color: ink });
  const totals: [string, number][] = [['Subtotal', checkout.subtotalCents]];
  if (checkout.discountCents > 0) totals.push(['Annual billing discount', -checkout.discountCents]);
  totals.push(['Total', checkout.totalCents]);
  for (const [label, cents] of totals) {
    y -= 18;
    const f = label === 'Total' ? bold : font;
    text(label, 300, 10, f);
    right(formatCents(cents), 545, 10, f);
  }
  y -= 40;
  if (checkout.status === 'open') {
    text(`Please pay within 30 days by bank transfer, quoting ${checkout.invoiceNumber}.`, 50);
    y -= 14;
    text('Your purchase is applied as soon as the payment is recorded.', 50);
  }
  return pdf.save();
}
