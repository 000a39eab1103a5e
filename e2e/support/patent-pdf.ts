import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractUsptoXml } from '../../server/src/modules/documents/uspto-xml/extract-uspto-xml';
import { paragraphsPdf } from '../../server/test/fixtures/documents-pdf';

const DATA = join(__dirname, '..', '..', '..', 'shared', 'data');

/**
 * A real granted patent as the PDF an attorney would upload: US hand-truck grant (USPTO ICE v4.5 sample,
 * 9 claims; claim 4 depends on claim 3), its full text laid out over several pages.
 */
export async function handTruckPdf(): Promise<Buffer> {
  const xml = readFileSync(join(DATA, 'uspto-xml-go-uspto-testdata', 'grant', 'v4-5-B2.xml'), 'utf8');
  const text = extractUsptoXml(xml).pages.join('\n\n');
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return Buffer.from((await paragraphsPdf(paragraphs)).bytes);
}
