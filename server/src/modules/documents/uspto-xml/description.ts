import type { StructuredPatent } from '../extracted-document';
import { elementText } from './element-text';
import { childElements, type XmlElement } from './xml-tree';

type DescriptionBlock = StructuredPatent['description'][number];

/**
 * Description blocks as the source heads them: each heading starts a block, paragraphs until the next
 * heading are its text. Paragraphs before any heading form a block with heading ''.
 */
export function headedBlocks(container: XmlElement | undefined, headings: string[], paragraphs: string[]): DescriptionBlock[] {
  const blocks: { heading: string; texts: string[] }[] = [];
  const current = (): { heading: string; texts: string[] } => {
    if (blocks.length === 0) blocks.push({ heading: '', texts: [] });
    return blocks[blocks.length - 1]!;
  };
  const visit = (element: XmlElement): void => {
    for (const item of childElements(element)) {
      if (headings.includes(item.name)) blocks.push({ heading: elementText(item).replace(/\n/g, ' '), texts: [] });
      else if (paragraphs.includes(item.name)) current().texts.push(elementText(item));
      else visit(item);
    }
  };
  if (container) visit(container);
  return blocks
    .map(({ heading, texts }) => ({ heading, text: texts.filter(Boolean).join('\n') }))
    .filter(({ heading, text }) => heading !== '' || text !== '');
}
