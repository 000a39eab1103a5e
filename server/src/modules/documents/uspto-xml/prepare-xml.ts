import { checkXmlCaps } from '../../../platform/file-readers/caps/xml-caps';
import { readerLimits } from '../../../platform/file-readers/reader-limits';
import { resolveEntities } from './entities';

/**
 * What every XML reader hands its parser: the text checked against the XML caps (size, depth, no entity
 * declarations but unparsed ones), then without comments and DOCTYPE (its DTD is external and its entity list
 * only names image files), with DTD character entities resolved from our own table.
 */
export function prepareXml(text: string): string {
  checkXmlCaps(text, readerLimits().xml);
  return resolveEntities(stripCommentsAndDoctype(text));
}

/**
 * One pass, linear in the text: a comment is dropped up to its `-->` (an unterminated one to the end), the
 * first DOCTYPE with its internal subset, CDATA kept as it is.
 */
export function stripCommentsAndDoctype(text: string): string {
  const out: string[] = [];
  let copied = 0;
  let doctypeDropped = false;
  let at = text.indexOf('<');
  while (at >= 0) {
    let end: number | null = null;
    if (text.startsWith('<!--', at)) end = endAfter(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) {
      at = text.indexOf('<', endAfter(text, ']]>', at + 9));
      continue;
    } else if (!doctypeDropped && text.startsWith('<!DOCTYPE', at)) {
      end = doctypeEnd(text, at);
      doctypeDropped = true;
    }
    if (end !== null) {
      out.push(text.slice(copied, at));
      copied = end;
      at = text.indexOf('<', end);
    } else at = text.indexOf('<', at + 1);
  }
  out.push(text.slice(copied));
  return out.join('');
}

const endAfter = (text: string, terminator: string, from: number): number => {
  const end = text.indexOf(terminator, from);
  return end < 0 ? text.length : end + terminator.length;
};

/** After the DOCTYPE's '>': past its internal subset when it has one (quoted literals may hold ']' or '>'). */
function doctypeEnd(text: string, from: number): number {
  let quote: string | null = null;
  let inSubset = false;
  for (let i = from + 9; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (inSubset && text.startsWith('<!--', i)) i = endAfter(text, '-->', i + 4) - 1;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '[' && !inSubset) inSubset = true;
    else if (c === ']' && inSubset) inSubset = false;
    else if (c === '>' && !inSubset) return i + 1;
  }
  return text.length;
}
