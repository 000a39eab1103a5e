/**
 * A small markdown subset for texts the server stores (newsroom articles, agreements):
 * `## `/`### ` headings, paragraphs, `- ` and `1. ` lists, `> ` quotes, and inline `**bold**`,
 * `` `code` `` and `[links](/path)`. Anything else is plain text, never HTML.
 */
export type MarkdownBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string };

export type InlineSegment = { type: 'text' | 'strong' | 'code'; text: string } | { type: 'link'; text: string; href: string };

const UNORDERED = /^[-*]\s+/;
const ORDERED = /^\d+[.)]\s+/;

function listKind(line: string): 'ordered' | 'unordered' | null {
  if (UNORDERED.test(line)) return 'unordered';
  if (ORDERED.test(line)) return 'ordered';
  return null;
}

/** Splits a text into blocks; blank lines separate paragraphs, consecutive items form one list. */
export function parseMarkdownBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s(.*)$/.exec(line);
    const kind = listKind(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1] === '##' ? 2 : 3, text: (heading[2] ?? '').trim() });
    } else if (kind) {
      flush();
      const item = line.replace(kind === 'ordered' ? ORDERED : UNORDERED, '');
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list' && last.ordered === (kind === 'ordered')) last.items.push(item);
      else blocks.push({ type: 'list', ordered: kind === 'ordered', items: [item] });
    } else if (line.startsWith('>')) {
      flush();
      const text = line.replace(/^>\s?/, '');
      const last = blocks[blocks.length - 1];
      if (last?.type === 'quote') last.text = `${last.text} ${text}`;
      else blocks.push({ type: 'quote', text });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Only site-relative and http(s) links are kept; anything else (javascript:, data:) stays text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|\/(?!\/)|#|mailto:)/i.test(href);
}

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^[\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlineSegment[] {
  const out: InlineSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    if (m[1] !== undefined) out.push({ type: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ type: 'code', text: m[2] });
    else if (m[3] !== undefined && m[4] !== undefined) out.push(isSafeHref(m[4]) ? { type: 'link', text: m[3], href: m[4] } : { type: 'text', text: m[3] });
    last = index + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}
