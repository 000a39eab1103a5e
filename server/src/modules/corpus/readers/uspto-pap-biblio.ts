import { child, descendants, elementText, firstDescendant, type XmlElement } from '../../documents/parsing';
import { classificationSymbol, isoDate } from '../normalize';
import { earliest, type UsptoBiblio } from './uspto-biblio';

const text = (element: XmlElement | undefined, name: string): string => elementText(child(element, name));

function personName(name: XmlElement | undefined): string {
  if (!name) return '';
  return [text(name, 'given-name'), text(name, 'middle-name'), text(name, 'family-name')].filter(Boolean).join(' ') || text(name, 'name-1');
}

/** PAP v1.5/1.6 pre-grant publications (2001-2004). They list no cited references. */
export function readPapBiblio(root: XmlElement): UsptoBiblio {
  const biblio = child(root, 'subdoc-bibliographic-information');
  const id = child(biblio, 'document-id');
  const number = text(id, 'doc-number');
  const inventors = child(biblio, 'inventors');
  const ipc = firstDescendant(biblio, 'classification-ipc');
  const assignee = firstDescendant(biblio, 'assignee');
  const priorities = descendants(biblio ?? root, 'foreign-priority-data').map((p) => isoDate(elementText(firstDescendant(p, 'date'))));
  return {
    rawNumber: number ? `US${number}` : null,
    kind: text(id, 'kind-code') || null,
    publicationDate: isoDate(text(id, 'document-date')),
    filingDate: isoDate(elementText(firstDescendant(child(biblio, 'domestic-filing-data'), 'filing-date'))),
    priorityDate: earliest(priorities),
    cpc: [],
    ipc: ipc ? descendants(ipc, 'ipc').map((i) => classificationSymbol(elementText(i))).filter((s): s is string => s !== null) : [],
    applicants: assignee ? [text(firstDescendant(assignee, 'organization-name') ?? assignee, 'organization-name') || elementText(firstDescendant(assignee, 'organization-name'))].filter(Boolean) : [],
    inventors: inventors ? descendants(inventors, 'name').map(personName).filter(Boolean) : [],
    citations: [],
  };
}
