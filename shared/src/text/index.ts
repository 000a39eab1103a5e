export { trimEndOf, trimOf, trimStartOf, whitespaceOr } from './trim';
export type { StripChars } from './trim';
export { countOf, nounFor } from './plural';
export { shortenAtWord } from './shorten';
export { formatCents } from './money';
export { parseMarkdownBlocks, parseInline, isSafeHref } from '../ui/markdown/markdown';
export { parseGlossaryText, parseTbx, glossaryToText, glossaryCsv, glossaryTbx, mergeGlossaries } from './glossary-files';
