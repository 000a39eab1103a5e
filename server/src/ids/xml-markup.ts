/**
 * The XML text without its comments and DOCTYPE (with any internal subset), in one forward scan: each
 * terminator is looked for once from where its opener stands, so a file of unterminated "<!--" costs
 * linear time (a lazy `<!--[\s\S]*?-->` pattern re-scans to the end from every opener). CDATA sections
 * are kept whole, comment-like text inside them included.
 */
export function withoutCommentsAndDoctype(text: string): string {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const open = text.indexOf('<!', at);
    if (open < 0) break;
    let end: number;
    let keep: boolean;
    if (text.startsWith('<!--', open)) {
      end = after(text, '-->', open + 4);
      keep = false;
    } else if (text.startsWith('<![CDATA[', open)) {
      end = after(text, ']]>', open + 9);
      keep = true;
    } else if (text.startsWith('<!DOCTYPE', open)) {
      end = endOfDoctype(text, open);
      keep = false;
    } else {
      end = open + 2;
      keep = true;
    }
    out.push(text.slice(at, keep ? end : open));
    at = end;
  }
  out.push(text.slice(at));
  return out.join('');
}

/** Just past the terminator, or the end of the text when it never comes. */
function after(text: string, terminator: string, from: number): number {
  const end = text.indexOf(terminator, from);
  return end < 0 ? text.length : end + terminator.length;
}

/** The internal subset may hold '>' characters in its declarations, so it is skipped as a block to its ']'. */
function endOfDoctype(text: string, from: number): number {
  const bracket = text.indexOf('[', from);
  const close = text.indexOf('>', from);
  if (close < 0) return text.length;
  if (bracket < 0 || bracket > close) return close + 1;
  const subsetEnd = text.indexOf(']', bracket);
  return subsetEnd < 0 ? text.length : after(text, '>', subsetEnd);
}
