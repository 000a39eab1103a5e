import type { XmlElement, XmlNode } from './xml-tree';

/** Elements that start their own line: paragraphs, claim sub-clauses, headings, table rows. */
const BLOCKS = new Set([
  'p', 'paragraph', 'heading', 'claim-text', 'li', 'row', 'tr', 'in-line-formula', 'table',
  'PARA', 'CLMSTEP', 'H', 'ROW',
  'P', 'Heading', 'ClaimText',
]);
/** Cross-references whose inner markup (pap wraps "claim 1" in a claim-text) must stay inline. */
const INLINE_CONTAINERS = new Set(['claim-ref', 'dependent-claim-reference', 'CLREF', 'ClaimReference']);
/** Page furniture of scanned (IFW) documents: headers, footers, line and page numbers. */
const SKIPPED = new Set(['BoundaryData', 'LineNumber', 'PartName', 'PartNumber']);

/**
 * Text of an element in document order. Source line breaks and indentation are layout, so whitespace in
 * text collapses to single spaces; block elements become separate lines.
 */
export function elementText(element: XmlElement | undefined, skip: ReadonlySet<string> = SKIPPED): string {
  if (!element) return '';
  const parts: string[] = [];
  const visit = (node: XmlNode, inline: boolean): void => {
    if (typeof node === 'string') {
      parts.push(node.replace(/\s+/g, ' '));
      return;
    }
    if (skip.has(node.name)) return;
    const block = !inline && BLOCKS.has(node.name);
    if (block) parts.push('\n');
    for (const item of node.children) visit(item, inline || INLINE_CONTAINERS.has(node.name));
    if (block) parts.push('\n');
  };
  element.children.forEach((node) => visit(node, false));
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** elementText that also leaves out the given element names. */
export const elementTextWithout = (element: XmlElement | undefined, names: string[]): string =>
  elementText(element, new Set([...SKIPPED, ...names]));
