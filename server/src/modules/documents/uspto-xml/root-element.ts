/** Roots of the USPTO full-text formats this module reads (namespace prefixes removed). */
export const USPTO_ROOTS = [
  'us-patent-grant',
  'us-patent-application',
  'us-patent-application-publication',
  'patent-application-publication',
  'PATDOC',
  'ClaimsDocument',
  'SpecificationDocument',
] as const;
export type UsptoRoot = (typeof USPTO_ROOTS)[number];

const isUsptoRoot = (name: string): name is UsptoRoot => (USPTO_ROOTS as readonly string[]).includes(name);

/** Skips the prolog (declaration, comments, PIs, DOCTYPE with its internal subset) to the first element. */
export function rootElementName(text: string): string | null {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s|\uFEFF/.test(text[at]!)) at++;
    if (text.startsWith('<?', at)) at = endOf(text, '?>', at);
    else if (text.startsWith('<!--', at)) at = endOf(text, '-->', at);
    else if (text.startsWith('<!DOCTYPE', at)) at = endOfDoctype(text, at);
    else break;
    if (at < 0) return null;
  }
  const match = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(at, at + 200));
  return match ? match[1]!.replace(/^[\w.-]+:/, '') : null;
}

export function usptoRoot(text: string): UsptoRoot | null {
  const name = rootElementName(text);
  return name !== null && isUsptoRoot(name) ? name : null;
}

const endOf = (text: string, terminator: string, from: number): number => {
  const end = text.indexOf(terminator, from);
  return end < 0 ? -1 : end + terminator.length;
};

/** The internal subset may hold thousands of ENTITY lines and '>' characters, so skip it as a block. */
function endOfDoctype(text: string, from: number): number {
  const bracket = text.indexOf('[', from);
  const close = text.indexOf('>', from);
  if (close < 0) return -1;
  if (bracket < 0 || bracket > close) return close + 1;
  const subsetEnd = text.indexOf(']', bracket);
  return subsetEnd < 0 ? -1 : endOf(text, '>', subsetEnd);
}
