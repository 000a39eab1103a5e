import { sniffIds } from '../../server/src/modules/documents/sniff';
import type { RawCitation } from '../../server/src/modules/ids/build-citations';
import { createFileReaders } from '../../server/src/platform/file-readers/file-readers';
import { DEFAULT_READER_POOL } from '../../server/src/platform/file-readers/reader-settings';
import { citationKey, fixtureKey, idsCsvFixture, idsXmlFixture, precisionRecall, ptoSb08Fixture, realCitationList, sb08PdfFixture } from '../../server/test/fixtures/ids-documents';

const keyOf = (r: RawCitation) =>
  r.nplText !== null || r.section === 'npl' ? citationKey({ nplText: r.nplText ?? '' }) : citationKey({ country: r.country, number: r.number, kind: r.kind });

/**
 * IDS citation extraction against a real citation list (a grant's 160 references and Lens NPL strings)
 * written as this product's SB/08 PDF, the USPTO's PTO/SB/08a sheet, a CSV and an XML.
 */
export async function idsExtraction(): Promise<{ format: string; citations: number; precision: number; recall: number }[]> {
  const list = realCitationList();
  const truth = list.map(fixtureKey);
  const forms = [
    ['pdf', 'sb08-pdf', await sb08PdfFixture(list)],
    ['pdf', 'pto-sb08a', await ptoSb08Fixture(list)],
    ['csv', 'csv', new TextEncoder().encode(idsCsvFixture(list))],
    ['xml', 'sb08-xml', new TextEncoder().encode(idsXmlFixture(list))],
  ] as const;
  const out = [];
  // Read as the idsAnalysis stage reads them: in a file reader thread.
  const readers = createFileReaders(DEFAULT_READER_POOL);
  try {
    for (const [format, name, bytes] of forms) {
      const sniffed = sniffIds(bytes)?.format;
      if (sniffed !== format) throw new Error(`the ${format} fixture was taken for ${sniffed ?? 'nothing'}`);
      const read = await readers.readIds(bytes, format);
      const { precision, recall } = precisionRecall(truth, read.citations.map(keyOf));
      out.push({ format: name, citations: truth.length, precision, recall });
    }
  } finally {
    await readers.close();
  }
  return out;
}
