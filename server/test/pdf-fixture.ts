import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A text PDF of `pages` pages that reads like an application: a description filling the pages, then
 * `claims` claims (claim n > 1 depends on claim n − 1), then an abstract.
 */
export async function makeApplicationPdf(pages: number, claims = 20): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines: string[] = ['SELF-ADJUSTING ROTOR BLADE ASSEMBLY', '', 'DETAILED DESCRIPTION'];
  const descriptionLines = Math.max(0, pages * 45 - 40 - claims * 2);
  for (let i = 0; i < descriptionLines; i++) lines.push(`The rotor blade 10 carries a sensor 12 and a hub 14 in embodiment ${i + 1}, which the controller 16 reads.`);
  lines.push('', 'What is claimed is:');
  lines.push('1. A rotor blade assembly comprising a blade, a sensor on the blade, and a controller coupled to the sensor.');
  for (let n = 2; n <= claims; n++) lines.push(`${n}. The rotor blade assembly of claim ${n - 1}, wherein the sensor is of kind ${n}.`);
  lines.push('', 'ABSTRACT', 'A rotor blade assembly has a sensor read by a controller to adjust the blade.');
  for (let start = 0; start < lines.length; start += 45) {
    const page = pdf.addPage([612, 792]);
    lines.slice(start, start + 45).forEach((text, i) => page.drawText(text, { x: 50, y: 750 - i * 16, size: 10, font }));
  }
  return pdf.save();
}
