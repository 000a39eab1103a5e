import { PDFDocument } from 'pdf-lib';
import { PRODUCT_NAME } from '@iprism/shared/contracts';
import { GREY, PdfWriter } from '../../platform/pdf/pdf-writer';

export interface CertificateFacts {
  id: string;
  title: string;
  body: string;
  recipientName: string;
  recipientEmail: string;
  signerName: string;
  agreedAt: Date;
  signerIp: string;
  textSha256: string;
}

/** The signature certificate: who agreed to which text, when, from where, and the hash that pins the text. */
export async function agreementCertificatePdf(c: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Signature certificate: ${c.title}`);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreationDate(c.agreedAt);
  const w = await PdfWriter.create(doc);
  w.text('Certificate of electronic agreement', { size: 18, bold: true, gap: 8 });
  w.text(`${PRODUCT_NAME} agreement ${c.id}`, { colour: GREY, gap: 10 });
  w.subheading('Agreement');
  w.text(c.title, { bold: true });
  w.subheading('Signed by');
  w.text(`${c.signerName} (sent to ${c.recipientName}, ${c.recipientEmail})`);
  w.subheading('Time of agreement (UTC)');
  w.text(c.agreedAt.toISOString());
  w.subheading('IP address');
  w.text(c.signerIp || 'not recorded');
  w.subheading('SHA-256 of the text agreed');
  w.text(c.textSha256, { size: 9 });
  w.text('The hash is of the title, a blank line and the text below, exactly as shown to the signer (UTF-8).', { size: 8, colour: GREY, gap: 10 });
  w.heading('Text agreed');
  w.text(c.title, { bold: true, gap: 6 });
  w.text(c.body, { size: 9 });
  return doc.save();
}
