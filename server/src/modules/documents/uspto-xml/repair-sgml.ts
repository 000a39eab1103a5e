import { SGML_EMPTY } from './sgml-empty';

const TAG = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

/**
 * Turns SGML-style markup into well-formed XML, enough for the tree reader: EMPTY elements are
 * self-closed, an end tag closes any elements it leaves open (SGML end-tag omission), stray end tags are
 * dropped, attribute values are quoted and bare ampersands escaped.
 */
export function repairSgml(text: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    out.push(escapeBareAmpersands(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const [, closing, name, attributes = '', selfClosing] = match as unknown as [string, string, string, string?, string?];
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
    } else if (selfClosing || SGML_EMPTY.has(name.toUpperCase())) {
      out.push(`<${name}${quoteAttributes(attributes)}/>`);
    } else {
      out.push(`<${name}${quoteAttributes(attributes)}>`);
      open.push(name);
    }
  }
  out.push(escapeBareAmpersands(text.slice(last)));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

const escapeBareAmpersands = (text: string): string => text.replace(/&(?![A-Za-z][\w]*;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;');

function quoteAttributes(attributes: string): string {
  return [...attributes.matchAll(ATTRIBUTE)]
    .map(([, name, value]) => {
      const unquoted = value === undefined ? name! : value.replace(/^["']|["']$/g, '');
      return ` ${name}="${unquoted.replace(/&(?![A-Za-z]\w*;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`;
    })
    .join('');
}
