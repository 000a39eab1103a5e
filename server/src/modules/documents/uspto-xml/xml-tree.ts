import { XMLParser } from 'fast-xml-parser';
import { FileRefusedError } from '../../../platform/file-readers/file-refusal';
import { DocumentError } from '../document-error';

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

/** fast-xml-parser's preserveOrder shape: one key per entry (tag name or '#text'), attributes under ':@'. */
type OrderedEntry = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  // Mixed content (text around <claim-ref>, <b>, <sub> ...) must keep its order.
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // xml4ip prefixes every element and attribute with pat:; the formats never need namespaces to disambiguate.
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: false,
});

/**
 * The document element of well-formed (or already repaired) XML that went through prepareXml. The parser
 * itself would expand entities a DOCTYPE declares, so XML that still has one is refused here as well.
 */
export function parseXmlTree(xml: string): XmlElement | null {
  if (xml.includes('<!ENTITY')) throw new FileRefusedError({ reason: 'xmlEntities' });
  if (xml.includes('<!DOCTYPE')) throw new DocumentError('corrupt', 'The XML document has a second DOCTYPE.');
  const top = parser.parse(xml) as OrderedEntry[];
  return top.map(toNode).find((node): node is XmlElement => typeof node !== 'string') ?? null;
}

function toNode(entry: OrderedEntry): XmlNode {
  const name = Object.keys(entry).find((key) => key !== ':@')!;
  if (name === '#text') return String(entry[name]);
  const children = (entry[name] as OrderedEntry[]).map(toNode);
  return { name, attrs: entry[':@'] ?? {}, children };
}

export const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

export const childElements = (element: XmlElement): XmlElement[] => element.children.filter(isElement);

export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((node): node is XmlElement => isElement(node) && node.name === name);

/** Follows a path of child names, e.g. path(root, 'SDOBI', 'B100', 'B110'). */
export const path = (element: XmlElement | undefined, ...names: string[]): XmlElement | undefined =>
  names.reduce<XmlElement | undefined>((at, name) => child(at, name), element);

/** Descendants named `name`, in document order, not looking inside a match. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement): void => {
    for (const item of childElements(node)) {
      if (item.name === name) found.push(item);
      else visit(item);
    }
  };
  visit(element);
  return found;
}

/** First descendant named `name`, depth first. */
export const firstDescendant = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element ? descendants(element, name)[0] : undefined;
