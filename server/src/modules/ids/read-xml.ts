import type { IdsSourceFormat } from '@iprism/shared/contracts';
import { DocumentError, elementText, parseDocument, parseXmlTree, prepareXml, splitUsptoDocuments, usptoRoot, type XmlElement } from '../documents/parsing';
import { emptyRaw, type RawCitation } from './build-citations';

/**
 * iPrism's SB/08 XML: <ids-sb08> with <us-patent-documents>, <foreign-patent-documents> and
 * <non-patent-literature-documents>, each holding <citation cite-no="n"> with <country>, <document-number>,
 * <kind>, <publication-date>, <name> (patents) or <text> (literature).
 */
export const SB08_XML_ROOT = 'ids-sb08';

const SB08_SECTIONS: Record<string, RawCitation['section']> = {
  'us-patent-documents': 'us',
  'foreign-patent-documents': 'foreign',
  'non-patent-literature-documents': 'npl',
};

/**
 * An IDS given as XML: iPrism's SB/08 XML, or a USPTO grant (or any USPTO document) whose
 * references-cited list is read as the IDS, keeping "cited by applicant/examiner".
 */
export function readIdsXml(text: string): { sourceFormat: IdsSourceFormat; citations: RawCitation[] } {
  const root = usptoRoot(text);
  if (root) {
    const first = splitUsptoDocuments(text).next().value ?? '';
    return { sourceFormat: 'uspto-grant-xml', citations: referencesCited(parseDocument(first.trimStart(), root)) };
  }
  const tree = parseXmlTree(prepareXml(text).trimStart());
  if (!tree || tree.name !== SB08_XML_ROOT) throw new DocumentError('unsupported', `The XML IDS is neither an SB/08 XML (<${SB08_XML_ROOT}>) nor a USPTO document with cited references.`);
  const out: RawCitation[] = [];
  for (const section of children(tree)) {
    const place = SB08_SECTIONS[section.name];
    if (place === undefined) continue;
    for (const c of children(section).filter((e) => e.name === 'citation')) {
      const field = (name: string): string | null => textOf(child(c, name));
      out.push({
        ...emptyRaw(place),
        citeNo: c.attrs['cite-no'] ?? null,
        country: field('country'),
        number: field('document-number'),
        kind: field('kind'),
        date: field('publication-date'),
        name: field('name'),
        // A literature citation written straight inside <citation>, without <text>, is its whole content.
        nplText: place === 'npl' ? (field('text') ?? textOf(c)) : null,
      });
    }
  }
  return { sourceFormat: 'sb08-xml', citations: out };
}

/** us-references-cited (2006+) and references-cited (2004-2005): patcit document-ids and nplcit othercit. */
function referencesCited(doc: XmlElement): RawCitation[] {
  const list = find(doc, (e) => e.name === 'us-references-cited' || e.name === 'references-cited');
  if (!list) return [];
  const out: RawCitation[] = [];
  for (const entry of children(list)) {
    const category = textOf(child(entry, 'category'))?.toLowerCase() ?? '';
    const citedBy = category.includes('examiner') ? 'examiner' : category.includes('applicant') ? 'applicant' : null;
    const patcit = child(entry, 'patcit');
    const nplcit = child(entry, 'nplcit');
    if (patcit) {
      const id = child(patcit, 'document-id');
      const field = (name: string): string | null => textOf(child(id, name));
      const country = field('country');
      out.push({
        ...emptyRaw(country === 'US' ? 'us' : 'foreign'),
        citeNo: patcit.attrs.num ? String(Number(patcit.attrs.num)) : null,
        country,
        number: field('doc-number'),
        kind: field('kind'),
        date: field('date'),
        name: field('name'),
        citedBy,
      });
    } else if (nplcit) {
      out.push({ ...emptyRaw('npl'), citeNo: nplcit.attrs.num ? String(Number(nplcit.attrs.num)) : null, nplText: textOf(child(nplcit, 'othercit')) ?? textOf(nplcit), citedBy });
    }
  }
  return out;
}

const children = (e: XmlElement | undefined): XmlElement[] => (e ? e.children.filter((c): c is XmlElement => typeof c !== 'string') : []);
const child = (e: XmlElement | undefined, name: string): XmlElement | undefined => children(e).find((c) => c.name === name);
const textOf = (e: XmlElement | undefined): string | null => {
  const t = elementText(e).replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

function find(e: XmlElement, test: (e: XmlElement) => boolean): XmlElement | undefined {
  if (test(e)) return e;
  for (const c of children(e)) {
    const hit = find(c, test);
    if (hit) return hit;
  }
  return undefined;
}
