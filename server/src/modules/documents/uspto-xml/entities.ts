/**
 * Named character entities used by USPTO documents (ISO 8879 sets as in the ST.32 / PAP DTDs). The DTDs
 * that declare them are external files we never fetch, so the names are resolved here.
 */
const NAMED: Record<string, string> = {
  nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', hairsp: '\u200a',
  lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', lpar: '(', rpar: ')', bsol: '\\', sol: '/', verbar: '|',
  num: '#', percnt: '%', dollar: '$', commat: '@', excl: '!', quest: '?', ast: '*', equals: '=', plus: '+',
  minus: '\u2212', plusmn: '\u00b1', times: '\u00d7', divide: '\u00f7', middot: '\u00b7', sdot: '\u22c5',
  le: '\u2264', ge: '\u2265', ne: '\u2260', lE: '\u2266', gE: '\u2267', ap: '\u2248', sim: '\u223c', equiv: '\u2261',
  infin: '\u221e', isin: '\u2208', int: '\u222b', sum: '\u2211', prod: '\u220f', radic: '\u221a', part: '\u2202',
  prop: '\u221d', deg: '\u00b0', prime: '\u2032', Prime: '\u2033', micro: '\u00b5', ohm: '\u2126', angst: '\u00c5',
  larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193', harr: '\u2194', rArr: '\u21d2', lArr: '\u21d0',
  ldquo: '\u201c', rdquo: '\u201d', lsquo: '\u2018', rsquo: '\u2019', bull: '\u2022', hellip: '\u2026',
  mdash: '\u2014', ndash: '\u2013', dash: '\u2010', hyphen: '-', tilde: '~', circ: '^', grave: '`', acute: '\u00b4',
  copy: '\u00a9', reg: '\u00ae', trade: '\u2122', sect: '\u00a7', para: '\u00b6', yen: '\u00a5', pound: '\u00a3',
  cent: '\u00a2', euro: '\u20ac', half: '\u00bd', frac12: '\u00bd', frac14: '\u00bc', frac34: '\u00be',
  frac13: '\u2153', frac23: '\u2154', frac15: '\u2155', frac18: '\u215b', frac38: '\u215c', frac58: '\u215d',
  sup1: '\u00b9', sup2: '\u00b2', sup3: '\u00b3', ordm: '\u00ba', ordf: '\u00aa', laquo: '\u00ab', raquo: '\u00bb',
  // Invisible MathML operators carry no text.
  af: '', it: '', ic: '\u2063',
  Agrave: '\u00c0', Aacute: '\u00c1', Acirc: '\u00c2', Atilde: '\u00c3', Auml: '\u00c4', Aring: '\u00c5', AElig: '\u00c6',
  Ccedil: '\u00c7', Egrave: '\u00c8', Eacute: '\u00c9', Ecirc: '\u00ca', Euml: '\u00cb', Igrave: '\u00cc', Iacute: '\u00cd',
  Icirc: '\u00ce', Iuml: '\u00cf', Ntilde: '\u00d1', Ograve: '\u00d2', Oacute: '\u00d3', Ocirc: '\u00d4', Otilde: '\u00d5',
  Ouml: '\u00d6', Oslash: '\u00d8', Ugrave: '\u00d9', Uacute: '\u00da', Ucirc: '\u00db', Uuml: '\u00dc', Yacute: '\u00dd',
  szlig: '\u00df', agrave: '\u00e0', aacute: '\u00e1', acirc: '\u00e2', atilde: '\u00e3', auml: '\u00e4', aring: '\u00e5',
  aelig: '\u00e6', ccedil: '\u00e7', egrave: '\u00e8', eacute: '\u00e9', ecirc: '\u00ea', euml: '\u00eb', igrave: '\u00ec',
  iacute: '\u00ed', icirc: '\u00ee', iuml: '\u00ef', ntilde: '\u00f1', ograve: '\u00f2', oacute: '\u00f3', ocirc: '\u00f4',
  otilde: '\u00f5', ouml: '\u00f6', oslash: '\u00f8', ugrave: '\u00f9', uacute: '\u00fa', ucirc: '\u00fb', uuml: '\u00fc',
  yacute: '\u00fd', yuml: '\u00ff',
};

/** Greek letters: HTML names (alpha) and ISO 8879 names (agr, and PHgr-style capitals). */
const GREEK: [string, string, string][] = [
  ['alpha', 'a', '\u03b1'], ['beta', 'b', '\u03b2'], ['gamma', 'g', '\u03b3'], ['delta', 'd', '\u03b4'],
  ['epsilon', 'e', '\u03b5'], ['zeta', 'z', '\u03b6'], ['eta', 'ee', '\u03b7'], ['theta', 'th', '\u03b8'],
  ['iota', 'i', '\u03b9'], ['kappa', 'k', '\u03ba'], ['lambda', 'l', '\u03bb'], ['mu', 'm', '\u03bc'],
  ['nu', 'n', '\u03bd'], ['xi', 'x', '\u03be'], ['omicron', 'o', '\u03bf'], ['pi', 'p', '\u03c0'],
  ['rho', 'r', '\u03c1'], ['sigma', 's', '\u03c3'], ['tau', 't', '\u03c4'], ['upsilon', 'u', '\u03c5'],
  ['phi', 'ph', '\u03c6'], ['chi', 'kh', '\u03c7'], ['psi', 'ps', '\u03c8'], ['omega', 'oh', '\u03c9'],
];
for (const [html, iso, lower] of GREEK) {
  const upper = lower.toUpperCase();
  NAMED[html] = lower;
  NAMED[html[0]!.toUpperCase() + html.slice(1)] = upper;
  NAMED[`${iso}gr`] = lower;
  NAMED[`${iso[0]!.toUpperCase()}${iso.slice(1)}gr`] = upper;
  NAMED[`${iso.toUpperCase()}gr`] = upper;
}

/** The five XML predefined entities, which the XML parser decodes itself. */
const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Replaces character references and DTD-defined named entities by their characters, escaped where the
 * result is markup-significant, so a plain XML parser sees only the predefined entities. An unknown name
 * is kept visibly as text (&name;) rather than failing the whole document.
 */
export function resolveEntities(xml: string): string {
  return xml.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? escapeXml(String.fromCodePoint(code)) : '';
    }
    if (XML_PREDEFINED.has(ref)) return whole;
    const char = NAMED[ref];
    return char === undefined ? `&amp;${ref};` : escapeXml(char);
  });
}
