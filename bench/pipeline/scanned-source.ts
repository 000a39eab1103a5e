import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractUsptoXml } from '../../server/src/documents/uspto-xml/extract-uspto-xml';
import { SHARED_DATA } from '../../server/test/fixtures/documents-data';
import { paragraphsPdf } from '../../server/test/fixtures/documents-pdf';

/** A real grant (US 6,334,226 B1, USPTO XML v2.5): 20 pages of its description set as an applicant would print them. */
const GRANT = 'uspto-xml-go-uspto-testdata/grant/v2-5-B1.xml';

/** The first `pages` pages of a text PDF of the grant's description, then its claims. */
export async function grantTextPdf(pages: number): Promise<Uint8Array> {
  const patent = extractUsptoXml(readFileSync(join(SHARED_DATA, GRANT), 'utf8')).structured!;
  const paragraphs = [patent.title ?? '', ...patent.description.flatMap((block) => [block.heading, ...block.text.split(/\n+/)]), 'What is claimed is:', ...patent.claims.map((claim) => `${claim.number}. ${claim.text}`)].filter((p) => p.trim() !== '');
  const whole = await PDFDocument.load((await paragraphsPdf(paragraphs)).bytes);
  if (whole.getPageCount() < pages) throw new Error(`${GRANT} makes only ${whole.getPageCount()} pages`);
  const out = await PDFDocument.create();
  for (const page of await out.copyPages(whole, Array.from({ length: pages }, (_, i) => i))) out.addPage(page);
  return out.save();
}
