import { child, childElements, descendants, elementText, firstDescendant, path, type XmlElement } from '../../documents/parsing';
import { citedByFrom, nplCitation, patentCitation } from '../citations';
import { classificationSymbol, isoDate, symbolFromParts } from '../normalize';
import { earliest, type UsptoBiblio } from './uspto-biblio';

const text = (element: XmlElement | undefined, name: string): string => elementText(child(element, name));

const partsSymbol = (c: XmlElement): string | null =>
  symbolFromParts({ section: text(c, 'section'), class: text(c, 'class'), subclass: text(c, 'subclass'), mainGroup: text(c, 'main-group'), subgroup: text(c, 'subgroup') });

/** A party's name from its addressbook: the organisation, else first and last name. */
function partyName(party: XmlElement): string {
  const book = firstDescendant(party, 'addressbook') ?? party;
  const org = text(book, 'orgname');
  if (org) return org;
  return [text(book, 'first-name'), text(book, 'last-name')].filter(Boolean).join(' ');
}

/** ICE v4.x (2005 on): us-bibliographic-data-grant / -application. */
export function readIceBiblio(root: XmlElement): UsptoBiblio {
  const biblio = childElements(root).find((element) => element.name.startsWith('us-bibliographic-data'));
  const publication = firstDescendant(child(biblio, 'publication-reference'), 'document-id');
  const parties = child(biblio, 'us-parties') ?? child(biblio, 'parties');
  const applicantsBlock = child(parties, 'us-applicants') ?? child(parties, 'applicants');
  const applicants = applicantsBlock ? childElements(applicantsBlock).map(partyName) : [];
  const inventorsBlock = child(parties, 'inventors') ?? child(biblio, 'inventors');
  // Before 2013 the inventors were the applicants (role "inventor" or no assignee listed).
  const inventors = inventorsBlock ? childElements(inventorsBlock).map(partyName) : applicantsBlock ? childElements(applicantsBlock).filter((a) => /inventor/.test(a.attrs['app-type'] ?? '') || !a.attrs['app-type']).map(partyName) : [];
  const assignees = child(biblio, 'assignees');
  const cpcBlock = child(biblio, 'classifications-cpc');
  const ipcBlock = child(biblio, 'classifications-ipcr');
  const legacyIpc = child(biblio, 'classification-ipc');
  const references = child(biblio, 'us-references-cited') ?? child(biblio, 'references-cited');
  return {
    rawNumber: publication ? `${text(publication, 'country')}${text(publication, 'doc-number')}` : null,
    kind: publication ? text(publication, 'kind') : null,
    publicationDate: isoDate(text(publication, 'date')),
    filingDate: isoDate(text(firstDescendant(child(biblio, 'application-reference'), 'document-id'), 'date')),
    priorityDate: earliest((child(biblio, 'priority-claims') ? descendants(child(biblio, 'priority-claims')!, 'priority-claim') : []).map((p) => isoDate(text(p, 'date')))),
    cpc: cpcBlock ? descendants(cpcBlock, 'classification-cpc').map(partsSymbol).filter((s): s is string => s !== null) : [],
    ipc: [
      ...(ipcBlock ? descendants(ipcBlock, 'classification-ipcr').map(partsSymbol) : []),
      ...(legacyIpc ? [classificationSymbol(text(legacyIpc, 'main-classification')), ...descendants(legacyIpc, 'further-classification').map((f) => classificationSymbol(elementText(f)))] : []),
    ].filter((s): s is string => s !== null),
    applicants: [...(assignees ? childElements(assignees).map(partyName) : []), ...applicants],
    inventors,
    citations: references ? childElements(references).flatMap(readCitation) : [],
  };
}

function readCitation(citation: XmlElement) {
  const citedBy = citedByFrom(text(citation, 'category'));
  const patent = child(citation, 'patcit');
  if (patent) {
    const id = child(patent, 'document-id');
    const number = text(id, 'doc-number');
    return number ? [patentCitation({ country: text(id, 'country'), number, kind: text(id, 'kind'), date: text(id, 'date') }, citedBy)] : [];
  }
  const npl = elementText(path(citation, 'nplcit', 'othercit')) || elementText(child(citation, 'nplcit'));
  return npl ? [nplCitation(npl, citedBy)] : [];
}
