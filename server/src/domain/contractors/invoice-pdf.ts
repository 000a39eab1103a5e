import { PDFDocument } from 'pdf-lib';
import { PRODUCT_NAME } from '@iprism/shared/contracts';
import { GREY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { moneyText } from './invoice-rules';

export interface InvoicePdfFacts {
  number: string;
  contractorName: string;
  contractorEmail: string;
  company: string;
  country: string;
  periodFrom: string;
  periodTo: string;
  minutes: number;
  rateCents: number;
  currency: string;
  amountCents: number;
  status: string;
  createdAt: Date;
}

/** The contractor's invoice to iPrism for approved hours of one period. */
export async function invoicePdf(f: InvoicePdfFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${f.number}`);
  doc.setProducer(PRODUCT_NAME);
  const w = await PdfWriter.create(doc);
  w.text(`Invoice ${f.number}`, { size: 18, bold: true, gap: 6 });
  w.text(`Issued ${f.createdAt.toISOString().slice(0, 10)} · status: ${f.status}`, { colour: GREY, gap: 10 });
  w.subheading('From');
  w.text(`${f.contractorName}${f.company ? `, ${f.company}` : ''} (${f.country})`);
  w.text(f.contractorEmail, { colour: GREY });
  w.subheading('To');
  w.text(PRODUCT_NAME);
  w.subheading('Services');
  w.text(`Approved hours from ${f.periodFrom} to ${f.periodTo}`);
  w.text(`${Math.round((f.minutes / 60) * 100) / 100} h × ${moneyText(f.rateCents, f.currency)} per hour`);
  w.subheading('Total');
  w.text(moneyText(f.amountCents, f.currency), { size: 14, bold: true });
  return doc.save();
}
