import type { CorpusCitation } from '@iprism/shared/contracts';
import { child, childElements, descendants, elementText, parseXmlTree, prepareXml, type XmlElement } from '../../documents/parsing';
import { citedByFrom, nplCitation, patentCitation } from '../citations';
import { classificationSymbol, isoDate, symbolFromParts } from '../normalize';
import { buildRecord, type ReadItem } from '../record';
import { earliest } from './uspto-biblio';

const text = (element: XmlElement | undefined, name: string): string => elementText(child(element, name)).trim();

const docdbId = (ref: XmlElement | undefined): XmlElement | undefined =>
  ref ? descendants(ref, 'document-id').find((id) => id.attrs['document-id-type'] === 'docdb') ?? descendants(ref, 'document-id')[0] : undefined;

/** Any date under a reference (the docdb id often omits it and the epodoc id carries it). */
const dateIn = (ref: XmlElement | undefined): string | null => (ref ? earliest(descendants(ref, 'date').map((d) => isoDate(elementText(d)))) : null);

/** EPO lists each party twice (epodoc and original format); the epodoc names are the normalised ones. */
function partyNames(block: XmlElement | undefined, nameElement: string): string[] {
  if (!block) return [];
  const parties = childElements(block);
  const preferred = parties.some((p) => p.attrs['data-format'] === 'epodoc') ? parties.filter((p) => p.attrs['data-format'] === 'epodoc') : parties;
  return preferred.map((p) => elementText(descendants(p, nameElement)[0]).replace(/\s+/g, ' ').trim().replace(/,$/, '')).filter(Boolean);
}

/** Prefers the English text among language variants. */
const english = (elements: XmlElement[]): XmlElement | undefined => elements.find((e) => e.attrs.lang === 'en') ?? elements[0];

function citations(biblio: XmlElement | undefined): CorpusCitation[] {
  const block = child(biblio, 'references-cited');
  if (!block) return [];
  return descendants(block, 'citation').flatMap((citation) => {
    const citedBy = citedByFrom(citation.attrs['cited-by']);
    const patent = child(citation, 'patcit');
    if (patent) {
      const id = docdbId(patent);
      const number = text(id, 'doc-number');
      return number ? [patentCitation({ country: text(id, 'country'), number, kind: text(id, 'kind'), date: text(id, 'date') }, citedBy)] : [];
    }
    const npl = elementText(child(child(citation, 'nplcit'), 'text')) || elementText(child(citation, 'nplcit'));
    return npl ? [nplCitation(npl, citedBy)] : [];
  });
}

function readExchangeDocument(doc: XmlElement, label: string): ReadItem {
  const biblio = child(doc, 'bibliographic-data');
  const cpc = child(biblio, 'patent-classifications');
  const ipc = child(biblio, 'classifications-ipcr');
  const parties = child(biblio, 'parties');
  return buildRecord(
    {
      rawNumber: `${doc.attrs.country ?? ''}${doc.attrs['doc-number'] ?? ''}`,
      kind: doc.attrs.kind ?? null,
      title: elementText(english(descendants(biblio ?? doc, 'invention-title'))),
      abstract: elementText(english(childElements(doc).filter((e) => e.name === 'abstract'))),
      publicationDate: dateIn(child(biblio, 'publication-reference')),
      filingDate: dateIn(child(biblio, 'application-reference')),
      priorityDate: dateIn(child(biblio, 'priority-claims')),
      cpc: cpc
        ? descendants(cpc, 'patent-classification')
            .filter((c) => /^CPC/.test(child(c, 'classification-scheme')?.attrs.scheme ?? ''))
            .map((c) => symbolFromParts({ section: text(c, 'section'), class: text(c, 'class'), subclass: text(c, 'subclass'), mainGroup: text(c, 'main-group'), subgroup: text(c, 'subgroup') }))
            .filter((s): s is string => s !== null)
        : [],
      ipc: ipc ? descendants(ipc, 'classification-ipcr').map((c) => classificationSymbol(text(c, 'text'))).filter((s): s is string => s !== null) : [],
      applicants: partyNames(child(parties, 'applicants'), 'name'),
      inventors: partyNames(child(parties, 'inventors'), 'name'),
      citations: citations(biblio),
    },
    `${doc.attrs.country ?? ''}${doc.attrs['doc-number'] ?? ''}${doc.attrs.kind ?? ''} (${label})`,
    'epo-ops-xml',
  );
}

/** EPO OPS responses holding exchange documents (biblio, abstract, full cycle); other OPS services hold none. */
export function* readEpoOpsXml(xml: string, label: string): Generator<ReadItem> {
  const root = parseXmlTree(prepareXml(xml));
  if (!root) return;
  for (const doc of descendants(root, 'exchange-document')) yield readExchangeDocument(doc, label);
}
