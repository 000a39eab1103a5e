/** The documents module's parsing code, which the parser threads load: no database, services or routes behind it. */
export { DocumentError, type DocumentErrorKind } from './document-error';
export { extractDocument } from './extract';
export { type StructuredPatent } from './extracted-document';
export { extractPdf } from './pdf/extract-pdf';
export { inspectPdf } from './pdf/inspect-pdf';
export { decodeText } from './plain-text';
export { sniffApplication, sniffIds } from './sniff';
export { elementText } from './uspto-xml/element-text';
export { parseDocument, READERS } from './uspto-xml/extract-uspto-xml';
export { prepareXml } from './uspto-xml/prepare-xml';
export { rootElementName, USPTO_ROOTS, usptoRoot, type UsptoRoot } from './uspto-xml/root-element';
export { SGML_EMPTY } from './uspto-xml/sgml-empty';
export { splitUsptoDocuments } from './uspto-xml/split-documents';
export { child, childElements, descendants, firstDescendant, parseXmlTree, path, type XmlElement } from './uspto-xml/xml-tree';
export { entryDataOffset, readZipDirectory } from './zip-directory';
