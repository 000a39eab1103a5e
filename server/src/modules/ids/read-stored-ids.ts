import type { IdsFormHeader, IdsSourceFormat } from '@iprism/shared/contracts';
import type { StoredFormat } from '../applications';
import { decodeText, DocumentError, extractPdf } from '../documents/parsing';
import type { RawCitation } from './build-citations';
import { readIdsCsv } from './read-csv';
import { readSb08Header } from './read-sb08-header';
import { readSb08Text } from './read-sb08-text';
import { readIdsXml } from './read-xml';

/** The citations of an uploaded IDS, by the format the upload check decided, and an SB/08's identification block. */
export async function readStoredIds(bytes: Uint8Array, format: StoredFormat): Promise<{ sourceFormat: IdsSourceFormat; header: IdsFormHeader | null; citations: RawCitation[] }> {
  switch (format) {
    case 'pdf': {
      const { pages } = await extractPdf(bytes);
      return { sourceFormat: 'sb08-pdf', header: readSb08Header(pages), citations: readSb08Text(pages) };
    }
    case 'csv':
      return { sourceFormat: 'csv', header: null, citations: readIdsCsv(decodeText(bytes)) };
    case 'xml':
    case 'uspto-xml':
      return { ...readIdsXml(decodeText(bytes)), header: null };
    default:
      throw new DocumentError('unsupported', `An IDS in ${format} format cannot be read; upload an SB/08 PDF, CSV or XML.`);
  }
}
