import { isoDate } from '../corpus';
import { child, childElements, descendants, elementText, firstDescendant, parseDocument, splitUsptoDocuments, usptoRoot, type XmlElement } from '../documents';

/** A value read from an application, with where it was read. */
export interface Sourced<T> {
  value: T;
  source: string;
}

export interface Party {
  givenName: string;
  middleName: string;
  familyName: string;
  /** An organisation's name (applicants, assignees); '' for a person. */
  organization: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  /** The country of residence when the source states one apart from the address. */
  residenceCountry: string;
  /** An applicant's standing under 37 CFR 1.42/1.45/1.46 as the source states it ('assignee', 'inventor', …); '' when unstated. */
  authority: string;
}

export interface PriorityClaim {
  country: string;
  number: string;
  date: string;
}

export interface DomesticBenefit {
  /** The application claiming the benefit ('' for this application). */
  childNumber: string;
  /** continuation, division, continuation-in-part, provisional, … */
  relation: string;
  parentNumber: string;
  parentDate: string;
  /** Pending, patented, abandoned, as the source states it; '' when unstated. */
  parentStatus: string;
}

export interface CitedDocument {
  country: string;
  number: string;
  kind: string;
  date: string;
  name: string;
}

/** What the forms can be filled from: every field says where it came from, absent fields are null. */
export interface ApplicationFacts {
  title: Sourced<string> | null;
  applicationNumber: Sourced<string> | null;
  filingDate: Sourced<string> | null;
  applicationType: Sourced<string> | null;
  inventors: Sourced<Party[]> | null;
  applicants: Sourced<Party[]> | null;
  assignees: Sourced<Party[]> | null;
  correspondence: Sourced<Party> | null;
  /** Attorneys or agents of record. */
  representatives: Sourced<Party[]> | null;
  drawingSheets: Sourced<string> | null;
  domesticBenefit: Sourced<DomesticBenefit[]> | null;
  foreignPriority: Sourced<PriorityClaim[]> | null;
  citations: Sourced<{ us: CitedDocument[]; foreign: CitedDocument[]; npl: string[] }> | null;
  claims: Sourced<{ total: number; independent: number }> | null;
}

export const EMPTY_FACTS: ApplicationFacts = {
  title: null,
  applicationNumber: null,
  filingDate: null,
  applicationType: null,
  inventors: null,
  applicants: null,
  assignees: null,
  correspondence: null,
  representatives: null,
  drawingSheets: null,
  domesticBenefit: null,
  foreignPriority: null,
  citations: null,
  claims: null,
};

const text = (element: XmlElement | undefined, name: string): string => elementText(child(element, name)).replace(/\s+/g, ' ').trim();
const date = (value: string): string => isoDate(value) ?? (/^\d{6}00$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}` : value);
const sourced = <T>(value: T, source: string): Sourced<T> => ({ value, source });

function party(element: XmlElement): Party {
  const book = firstDescendant(element, 'addressbook') ?? element;
  const address = child(book, 'address');
  return {
    givenName: text(book, 'first-name'),
    middleName: text(book, 'middle-name'),
    familyName: text(book, 'last-name'),
    organization: text(book, 'orgname') || (text(book, 'first-name') || text(book, 'last-name') ? '' : text(book, 'name')),
    address: [text(address, 'address-1'), text(address, 'address-2'), text(address, 'street')].filter(Boolean).join(', '),
    city: text(address, 'city'),
    state: text(address, 'state'),
    postcode: text(address, 'postcode'),
    country: text(address, 'country').replace(/^unknown$/i, ''),
    residenceCountry: text(child(element, 'residence'), 'country').replace(/^(omitted|unknown)$/i, ''),
    authority: (element.attrs['applicant-authority-category'] ?? '').replace(/-/g, ' '),
  };
}

/** A USPTO XML party list's people or organisations (ICE 2005 on: us-parties, earlier: parties). */
function partiesOf(biblio: XmlElement | undefined): { inventors: Party[] | null; applicants: Party[] | null; assignees: Party[] | null; correspondence: Party | null; representatives: Party[] | null } {
  const parties = child(biblio, 'us-parties') ?? child(biblio, 'parties');
  const applicantBlock = child(parties, 'us-applicants') ?? child(parties, 'applicants');
  const inventorBlock = child(parties, 'inventors') ?? child(biblio, 'inventors');
  const applicantElements = applicantBlock ? childElements(applicantBlock) : [];
  // Before the AIA (2012) the inventors were the applicants: app-type "applicant-inventor".
  const inventors = inventorBlock ? childElements(inventorBlock).map(party) : applicantElements.filter((a) => /inventor/.test(a.attrs['app-type'] ?? '')).map(party);
  const assigneeBlock = child(biblio, 'assignees');
  const assignees = assigneeBlock ? childElements(assigneeBlock).map(party) : [];
  const applicantParties = applicantElements.filter((a) => !/inventor/.test(a.attrs['app-type'] ?? '')).map(party);
  const applicants = applicantParties.length ? applicantParties : assignees.map((a) => ({ ...a, authority: 'assignee' }));
  const agents = child(parties, 'agents') ? childElements(child(parties, 'agents')!).map(party) : [];
  const correspondenceElement = child(parties, 'correspondence-address');
  const correspondence = correspondenceElement ? party(correspondenceElement) : (agents[0] ?? null);
  const some = <T>(list: T[]): T[] | null => (list.length ? list : null);
  return { inventors: some(inventors), applicants: some(applicants), assignees: some(assignees), correspondence, representatives: some(agents) };
}

function benefitOf(biblio: XmlElement | undefined): DomesticBenefit[] {
  const related = child(biblio, 'us-related-documents');
  if (!related) return [];
  return childElements(related).flatMap((relation) => {
    if (relation.name === 'related-publication') return [];
    if (relation.name === 'us-provisional-application' || relation.name === 'provisional-application') {
      const id = firstDescendant(relation, 'document-id');
      return [{ childNumber: '', relation: 'provisional', parentNumber: text(id, 'doc-number'), parentDate: date(text(id, 'date')), parentStatus: 'expired' }];
    }
    const parentDoc = firstDescendant(relation, 'parent-doc');
    const parent = firstDescendant(parentDoc, 'document-id');
    const childDoc = firstDescendant(firstDescendant(relation, 'child-doc'), 'document-id');
    const status = text(parentDoc, 'parent-status').toLowerCase();
    const patented = firstDescendant(parentDoc, 'parent-grant-document') ? 'patented' : '';
    return parent
      ? [{ childNumber: text(childDoc, 'doc-number'), relation: relation.name, parentNumber: text(parent, 'doc-number'), parentDate: date(text(parent, 'date')), parentStatus: status && status !== 'unknown' ? status : patented }]
      : [];
  });
}

function citationsOf(biblio: XmlElement | undefined): { us: CitedDocument[]; foreign: CitedDocument[]; npl: string[] } {
  const block = child(biblio, 'us-references-cited') ?? child(biblio, 'references-cited');
  const out = { us: [] as CitedDocument[], foreign: [] as CitedDocument[], npl: [] as string[] };
  if (!block) return out;
  for (const citation of childElements(block)) {
    const patent = child(citation, 'patcit');
    const other = child(citation, 'nplcit');
    if (patent) {
      const id = child(patent, 'document-id');
      const doc = { country: text(id, 'country'), number: text(id, 'doc-number'), kind: text(id, 'kind'), date: date(text(id, 'date')), name: text(id, 'name') };
      (doc.country === 'US' ? out.us : out.foreign).push(doc);
    } else if (other) out.npl.push(elementText(other).replace(/\s+/g, ' ').trim());
  }
  return out;
}

/**
 * The filing facts a USPTO full-text XML states as fields: title, application number and date, type,
 * inventors with their addresses and residence, applicants (or assignees), correspondence, domestic benefit,
 * foreign priority, the references cited and the claim count. ICE DTDs (2002 on) are read field by field.
 */
export function factsFromUsptoXml(xml: string): ApplicationFacts {
  const first = splitUsptoDocuments(xml).next().value ?? '';
  const root = usptoRoot(first);
  if (root === null) return EMPTY_FACTS;
  const tree = parseDocument(first.trimStart(), root);
  const biblio = childElements(tree).find((e) => e.name.startsWith('us-bibliographic-data'));
  if (!biblio) return EMPTY_FACTS;
  const from = (what: string) => `USPTO XML: ${what}`;
  const appRef = child(biblio, 'application-reference');
  const appId = firstDescendant(appRef, 'document-id');
  const { inventors, applicants, assignees, correspondence, representatives } = partiesOf(biblio);
  const drawingSheets = text(child(biblio, 'figures'), 'number-of-drawing-sheets');
  const benefit = benefitOf(biblio);
  const priority = descendants(child(biblio, 'priority-claims') ?? { name: '', attrs: {}, children: [] }, 'priority-claim').map((p) => ({ country: text(p, 'country'), number: text(p, 'doc-number'), date: date(text(p, 'date')) }));
  const citations = citationsOf(biblio);
  const claimElements = descendants(tree, 'claim');
  const independent = claimElements.filter((c) => descendants(c, 'claim-ref').length === 0).length;
  const title = text(biblio, 'invention-title');
  return {
    title: title ? sourced(title, from('invention-title')) : null,
    applicationNumber: text(appId, 'doc-number') ? sourced(text(appId, 'doc-number'), from('application-reference')) : null,
    filingDate: text(appId, 'date') ? sourced(date(text(appId, 'date')), from('application-reference')) : null,
    applicationType: appRef?.attrs['appl-type'] ? sourced(appRef.attrs['appl-type'], from('application-reference appl-type')) : null,
    inventors: inventors ? sourced(inventors, from('inventors')) : null,
    applicants: applicants ? sourced(applicants, from(child(child(biblio, 'us-parties'), 'us-applicants') ? 'us-applicants' : 'assignees')) : null,
    assignees: assignees ? sourced(assignees, from('assignees')) : null,
    correspondence: correspondence ? sourced(correspondence, from(child(child(biblio, 'parties'), 'correspondence-address') ? 'correspondence-address' : 'agents')) : null,
    representatives: representatives ? sourced(representatives, from('agents')) : null,
    drawingSheets: drawingSheets ? sourced(drawingSheets, from('number-of-drawing-sheets')) : null,
    domesticBenefit: benefit.length ? sourced(benefit, from('us-related-documents')) : null,
    foreignPriority: priority.length ? sourced(priority, from('priority-claims')) : null,
    citations: citations.us.length + citations.foreign.length + citations.npl.length ? sourced(citations, from('references cited')) : null,
    claims: claimElements.length ? sourced({ total: claimElements.length, independent }, from('claims')) : null,
  };
}

/** "(72) Inventors: Jane Doe, Springfield, IL (US); John Roe, …" as a PDF or DOCX front page prints them. */
const INVENTOR_LABEL = /^(?:\(\d+\) ?)?Inventors? ?:/i;

function inventorLine(fullText: string): string {
  for (const raw of fullText.split('\n')) {
    const line = raw.trim();
    const label = INVENTOR_LABEL.exec(line);
    if (label) return line.slice(label[0].length).trim();
  }
  return '';
}

/** The text before any parenthesis: "IL (US)" → "IL". */
const beforeParenthesis = (value: string): string => value.split('(')[0]!.trim();

/**
 * What a PDF, DOCX or text application shows: its title, the inventors when a front page lists them, and
 * the claim count. Everything else is left for the user to type.
 */
export function factsFromText(fullText: string, title: string, claims: { total: number; independent: number }): ApplicationFacts {
  const line = inventorLine(fullText);
  const inventors = line
    .split(/;|\band\b/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): Party => {
      const [name = '', ...place] = entry.split(',').map((p) => p.trim());
      const words = name.split(/\s+/);
      const country = /\(([A-Z]{2})\)/.exec(entry)?.[1] ?? '';
      return { givenName: words.slice(0, -1).join(' '), middleName: '', familyName: words[words.length - 1] ?? '', organization: '', address: '', city: beforeParenthesis(place[0] ?? ''), state: beforeParenthesis(place[1] ?? ''), postcode: '', country, residenceCountry: '', authority: '' };
    });
  return {
    ...EMPTY_FACTS,
    title: title ? sourced(title, 'Document text: title') : null,
    inventors: inventors.length ? sourced(inventors, 'Document text: inventors line') : null,
    claims: claims.total ? sourced(claims, 'Document text: claims') : null,
  };
}
