import { XMLValidator } from 'fast-xml-parser';
import { DocumentError } from '../document-error';
import type { ExtractedDocument, StructuredPatent } from '../extracted-document';
import { readIce } from './formats/ice';
import { readIfw } from './formats/ifw';
import { readPap } from './formats/pap';
import { readSt32 } from './formats/st32';
import { xmlBibliography } from '../../prior-art/parsing';
import { fullText } from './full-text';
import { prepareXml } from './prepare-xml';
import { repairSgml } from './repair-sgml';
import { usptoRoot, type UsptoRoot } from './root-element';
import { splitUsptoDocuments } from './split-documents';
import { parseXmlTree, type XmlElement } from './xml-tree';

export const READERS: Record<UsptoRoot, (root: XmlElement) => StructuredPatent> = {
  'us-patent-grant': readIce,
  'us-patent-application': readIce,
  'us-patent-application-publication': readIce,
  'patent-application-publication': readPap,
  PATDOC: readSt32,
  ClaimsDocument: readIfw,
  SpecificationDocument: readIfw,
};

/** An upload is one application: of a multi-document (bulk) file, the first document is read. */
export function extractUsptoXml(text: string): ExtractedDocument {
  const first = splitUsptoDocuments(text).next().value ?? '';
  return extractUsptoDocument(first);
}

/** One USPTO full-text document, whichever DTD generation it follows. */
export function extractUsptoDocument(text: string): ExtractedDocument {
  if (text.trim() === '') throw new DocumentError('empty', 'The XML document is empty.');
  const root = usptoRoot(text);
  if (root === null) throw new DocumentError('unsupported', 'The XML is not a USPTO patent document.');
  // Whitespace before an XML declaration would make the declaration itself invalid.
  const tree = parseDocument(text.trimStart(), root);
  const structured = READERS[root](tree);
  return { format: 'uspto-xml', pages: [fullText(structured)], paginated: false, structured, bibliography: xmlBibliography(tree) };
}

/**
 * The text passes the XML caps and loses comments and DOCTYPE (prepare-xml.ts). XML must be well-formed, so a truncated file is reported as corrupt; ST.32 may be true SGML, so
 * it is repaired instead, but must still reach its end tag.
 */
export function parseDocument(text: string, root: UsptoRoot): XmlElement {
  // Comments go with the DOCTYPE: one sample comments out an older DOCTYPE line ahead of the real one.
  const xml = prepareXml(text);
  let source = xml;
  if (XMLValidator.validate(xml) !== true) {
    if (root !== 'PATDOC' || !/<\/PATDOC\s*>\s*$/i.test(xml)) {
      throw new DocumentError('corrupt', 'The XML document is damaged or incomplete.');
    }
    source = repairSgml(xml);
  }
  const tree = parseXmlTree(source);
  if (!tree) throw new DocumentError('corrupt', 'The XML document has no content.');
  return tree;
}
