import { SGML_EMPTY } from '../../../modules/documents/parsing';
import { FileRefusedError } from '../file-refusal';
import type { ReaderLimits } from '../reader-settings';

/**
 * The caps on one XML (or SGML) document, checked in one linear pass before any parser sees it: its size,
 * its element depth, and entity declarations. Only unparsed entities (`<!ENTITY x SYSTEM "f.tif" NDATA TIF>`,
 * the image list of USPTO documents) may be declared: they are never expanded. Any other declaration,
 * internal (the billion laughs) or external (a local file), refuses the document; no entity beyond the five
 * predefined ones and character references is ever expanded from the document itself.
 *
 * Depth counts open elements as an SGML reader would close them: an end tag closes everything opened
 * since its start tag, and an end tag without one is ignored (repair-sgml.ts does the same).
 */
export function checkXmlCaps(text: string, limits: ReaderLimits['xml']): void {
  // UTF-8 is at most 3 bytes per UTF-16 unit, so only a long text needs the exact count.
  const size = text.length * 3 <= limits.maxBytes ? text.length : Buffer.byteLength(text, 'utf8');
  if (size > limits.maxBytes) throw new FileRefusedError({ reason: 'xmlSize', size, limit: limits.maxBytes });
  const open: string[] = [];
  const openCount = new Map<string, number>();
  let at = text.indexOf('<');
  while (at >= 0 && at < text.length) {
    let next: number;
    if (text.startsWith('<!--', at)) next = after(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) next = after(text, ']]>', at + 9);
    else if (text.startsWith('<?', at)) next = after(text, '?>', at + 2);
    else if (text.startsWith('<!', at)) next = skipDeclaration(text, at);
    else if (text.startsWith('</', at)) {
      const name = nameAt(text, at + 2);
      next = tagEnd(text, at);
      if ((openCount.get(name) ?? 0) > 0) {
        for (;;) {
          const closed = open.pop()!;
          openCount.set(closed, openCount.get(closed)! - 1);
          if (closed === name) break;
        }
      }
    } else {
      const name = nameAt(text, at + 1);
      next = tagEnd(text, at);
      const selfClosing = next > 0 && text[next - 2] === '/';
      if (name && !selfClosing && !SGML_EMPTY.has(name.toUpperCase())) {
        open.push(name);
        openCount.set(name, (openCount.get(name) ?? 0) + 1);
        if (open.length > limits.maxDepth) throw new FileRefusedError({ reason: 'xmlDepth', limit: limits.maxDepth });
      }
    }
    // Unterminated markup runs to the end of the text: nothing after it is markup.
    if (next < 0) return;
    at = text.indexOf('<', next);
  }
}

const after = (text: string, terminator: string, from: number): number => {
  const end = text.indexOf(terminator, from);
  return end < 0 ? -1 : end + terminator.length;
};

function nameAt(text: string, from: number): string {
  let end = from;
  while (end < text.length && !' \t\r\n/>'.includes(text[end]!)) end++;
  return text.slice(from, end);
}

/** Index after the tag's closing '>', skipping quoted attribute values; -1 when it never closes. */
function tagEnd(text: string, from: number): number {
  let quote: string | null = null;
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

/**
 * Skips `<!DOCTYPE …>` with its internal subset (declarations, comments, quoted literals holding '>' or
 * ']'), or any other `<!…>`, refusing entity declarations other than unparsed ones on the way.
 */
function skipDeclaration(text: string, from: number): number {
  const keyword = text.slice(from, from + 9).toUpperCase();
  if (keyword.startsWith('<!ENTITY')) {
    const end = tagEnd(text, from);
    checkEntityDeclaration(text.slice(from, end < 0 ? text.length : end));
    return end;
  }
  if (keyword !== '<!DOCTYPE') return tagEnd(text, from);
  let quote: string | null = null;
  for (let i = from + 9; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
    else if (c === '[') return skipInternalSubset(text, i + 1);
  }
  return -1;
}

function skipInternalSubset(text: string, from: number): number {
  let i = from;
  while (i >= 0 && i < text.length) {
    if (text[i] === ']') {
      const close = text.indexOf('>', i);
      return close < 0 ? -1 : close + 1;
    }
    if (text.startsWith('<!--', i)) i = after(text, '-->', i + 4);
    else if (text.startsWith('<?', i)) i = after(text, '?>', i + 2);
    else if (text.startsWith('<!', i)) {
      const end = tagEnd(text, i);
      if (text.slice(i, i + 8).toUpperCase() === '<!ENTITY') checkEntityDeclaration(text.slice(i, end < 0 ? text.length : end));
      i = end;
    } else i++;
  }
  return -1;
}

/** Only `<!ENTITY name SYSTEM|PUBLIC … NDATA notation>` passes: an unparsed entity can never be referenced in text. */
function checkEntityDeclaration(declaration: string): void {
  const words = declaration
    .slice('<!ENTITY'.length)
    .replace(/"[^"]*"|'[^']*'/g, ' "" ')
    .split(/[\s>]/)
    .filter(Boolean)
    .map((w) => w.toUpperCase());
  const unparsed = words[0] !== '%' && (words[1] === 'SYSTEM' || words[1] === 'PUBLIC') && words.includes('NDATA');
  if (!unparsed) throw new FileRefusedError({ reason: 'xmlEntities' });
}
