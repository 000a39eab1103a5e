import type { DocumentFormat } from '@iprism/shared/contracts';
import { parseDraftClaims } from '../analysis';
import { draftTextOfDocument } from '../drafting';
import type { FileReaders } from '../../platform/file-readers/file-readers';
import { factsFromText, factsFromUsptoXml, type ApplicationFacts } from './application-facts';

/** The filing facts of an application file: fields from USPTO XML, what the text shows from PDF, DOCX or text. */
export async function factsOfFile(bytes: Uint8Array, format: DocumentFormat, fileName: string, readers: Pick<FileReaders, 'extractDocument'>): Promise<ApplicationFacts> {
  if (format === 'uspto-xml') return factsFromUsptoXml(new TextDecoder().decode(bytes));
  const document = await readers.extractDocument(bytes, format);
  const text = draftTextOfDocument(document, fileName);
  const claims = parseDraftClaims(text.claims);
  return factsFromText(document.pages.join('\n'), text.title === fileName ? '' : text.title, { total: claims.length, independent: claims.filter((c) => c.independent).length });
}
