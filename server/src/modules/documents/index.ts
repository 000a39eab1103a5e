/** What the documents module offers the rest of the server: other modules and the app import it only from here. */
export { DocumentError, type DocumentErrorKind } from './document-error';
export { extractDocument } from './extract';
export { type ExtractedDocument, type StructuredPatent } from './extracted-document';
export { extractPdf } from './pdf/extract-pdf';
export { inspectPdf } from './pdf/inspect-pdf';
export { decodeText } from './plain-text';
export { sniffApplication, sniffIds } from './sniff';
export { elementText } from './uspto-xml/element-text';
export { READERS, parseDocument } from './uspto-xml/extract-uspto-xml';
export { prepareXml } from './uspto-xml/prepare-xml';
export { USPTO_ROOTS, rootElementName, usptoRoot, type UsptoRoot } from './uspto-xml/root-element';
export { SGML_EMPTY } from './uspto-xml/sgml-empty';
export { splitUsptoDocuments } from './uspto-xml/split-documents';
export { child, childElements, descendants, firstDescendant, parseXmlTree, path, type XmlElement } from './uspto-xml/xml-tree';
export { entryDataOffset, readZipDirectory } from './zip-directory';
