import type { ApplicationBibliography, DateClaim } from '@iprism/shared/contracts';
import { child, childElements, descendants, elementText, firstDescendant, path, type XmlElement } from '../../documents/parsing';
import { applicationKey, docdbFromParts, isoDate, readIceBiblio, readPapBiblio, readSt32Biblio } from '../../corpus/parsing';
import { uniqueDateClaims } from './effective-date';

const text = (element: XmlElement | undefined, name: string): string => elementText(child(element, name)).trim();

interface Collected {
  applicationNumber: string | null;
  claims: DateClaim[];
  /** [country, number] of related applications without a usable date (children, parents undated). */
  applications: [string | null, string][];
  /** [country, number] of publications that are the application's or its family's. */
  publications: [string, string][];
}

/**
 * The application's own dates and family from USPTO XML of any generation: filing date, parents of
 * continuations, divisions and CIPs, provisionals and foreign priorities (ICE us-related-documents and
 * priority-claims, PAP continuity-data, ST.32 B200/B300/B600). Null for roots that carry none (file wrappers).
 */
export function xmlBibliography(root: XmlElement): ApplicationBibliography | null {
  const read = root.name === 'PATDOC' ? ([readSt32(child(root, 'SDOBI')), readSt32Biblio] as const) : root.name === 'patent-application-publication' ? ([readPap(child(root, 'subdoc-bibliographic-information')), readPapBiblio] as const) : iceBiblio(root) ? ([readIce(iceBiblio(root)!), readIceBiblio] as const) : null;
  if (!read) return null;
  const [collected, readClasses] = read;
  const { cpc, ipc } = readClasses(root);
  const own = collected.applicationNumber ? applicationKey('US', collected.applicationNumber) : null;
  const applications = new Set<string>();
  for (const [country, number] of [...collected.applications, ...collected.claims.map((c) => [c.country, c.number ?? ''] as [string | null, string])]) {
    const key = number ? applicationKey(country, number) : null;
    if (key && key !== own) applications.add(key);
  }
  const publications = new Set<string>();
  for (const [country, number] of collected.publications) {
    const d = docdbFromParts(country || 'US', number.replace(/[^0-9A-Z]/gi, ''));
    if (d) publications.add(d.country + d.number);
  }
  return { applicationNumber: collected.applicationNumber, dateClaims: uniqueDateClaims(collected.claims), familyApplications: [...applications], familyPublications: [...publications], cpc, ipc };
}

const iceBiblio = (root: XmlElement): XmlElement | undefined => childElements(root).find((element) => element.name.startsWith('us-bibliographic-data'));

function readIce(biblio: XmlElement): Collected {
  const out: Collected = { applicationNumber: null, claims: [], applications: [], publications: [] };
  const application = firstDescendant(child(biblio, 'application-reference'), 'document-id');
  out.applicationNumber = text(application, 'doc-number') || null;
  const filed = isoDate(text(application, 'date'));
  if (filed) out.claims.push({ date: filed, basis: 'filing', number: out.applicationNumber, country: text(application, 'country') || 'US', relation: null });
  const priorities = child(biblio, 'priority-claims');
  for (const p of priorities ? descendants(priorities, 'priority-claim') : []) {
    const date = isoDate(text(p, 'date'));
    const country = text(p, 'country') || null;
    const number = text(p, 'doc-number') || null;
    // A priority claim to a US application is a domestic benefit claim, listed among the related documents too.
    if (date) out.claims.push({ date, basis: country === 'US' ? 'parent' : 'foreign-priority', number, country, relation: null });
  }
  const related = child(biblio, 'us-related-documents');
  for (const group of related ? childElements(related) : []) {
    if (group.name === 'related-publication') {
      for (const id of descendants(group, 'document-id')) out.publications.push([text(id, 'country') || 'US', text(id, 'doc-number')]);
      continue;
    }
    if (group.name === 'us-provisional-application' || group.name === 'provisional-application') {
      const id = firstDescendant(group, 'document-id');
      const date = isoDate(text(id, 'date'));
      const number = text(id, 'doc-number');
      if (date) out.claims.push({ date, basis: 'provisional', number: number || null, country: text(id, 'country') || 'US', relation: null });
      else if (number) out.applications.push([text(id, 'country') || 'US', number]);
      continue;
    }
    const relation = group.name === '371-international' ? 'national stage' : group.name.replace(/^us-/, '');
    for (const rel of descendants(group, 'relation')) {
      for (const parent of [...descendants(rel, 'parent-doc'), ...descendants(rel, 'parent-pct-document')]) {
        const id = child(parent, 'document-id');
        const number = text(id, 'doc-number');
        const date = isoDate(text(id, 'date'));
        if (date) out.claims.push({ date, basis: 'parent', number: number || null, country: /^PCT/i.test(number) ? null : text(id, 'country') || 'US', relation });
        else if (number) out.applications.push([text(id, 'country') || 'US', number]);
        for (const grant of descendants(parent, 'parent-grant-document')) {
          const g = child(grant, 'document-id');
          if (text(g, 'doc-number')) out.publications.push([text(g, 'country') || 'US', text(g, 'doc-number')]);
        }
      }
      for (const kid of descendants(rel, 'child-doc')) {
        const id = child(kid, 'document-id');
        const number = text(id, 'doc-number');
        if (number && number.replace(/\D/g, '') !== (out.applicationNumber ?? '').replace(/\D/g, '')) out.applications.push([text(id, 'country') || 'US', number]);
      }
    }
  }
  return out;
}

const PAP_RELATIONS: Record<string, string> = {
  'continuation-of': 'continuation',
  'continuation-in-part-of': 'continuation-in-part',
  'division-of': 'division',
  'a-371-of-international': 'national stage',
  'reissue-of': 'reissue',
};

function readPap(biblio: XmlElement | undefined): Collected {
  const out: Collected = { applicationNumber: null, claims: [], applications: [], publications: [] };
  const filing = child(biblio, 'domestic-filing-data');
  out.applicationNumber = elementText(path(filing, 'application-number', 'doc-number')).trim() || null;
  const filed = isoDate(text(filing, 'filing-date'));
  if (filed) out.claims.push({ date: filed, basis: 'filing', number: out.applicationNumber, country: 'US', relation: null });
  for (const p of biblio ? descendants(biblio, 'foreign-priority-data') : []) {
    const date = isoDate(text(p, 'filing-date'));
    if (date) out.claims.push({ date, basis: 'foreign-priority', number: elementText(path(p, 'priority-application-number', 'doc-number')).trim() || null, country: text(p, 'country-code') || null, relation: null });
  }
  const continuity = child(biblio, 'continuity-data');
  for (const [name, relation] of Object.entries(PAP_RELATIONS)) for (const group of continuity ? descendants(continuity, name) : []) {
    for (const parent of descendants(group, 'parent')) {
      const id = child(parent, 'document-id');
      const date = isoDate(text(id, 'document-date'));
      const number = text(id, 'doc-number');
      if (date) out.claims.push({ date, basis: 'parent', number: number || null, country: /^PCT/i.test(number) ? null : text(id, 'country-code') || 'US', relation });
      else if (number) out.applications.push(['US', number]);
    }
    for (const patent of descendants(group, 'parent-patent')) {
      const id = child(patent, 'document-id');
      if (text(id, 'doc-number')) out.publications.push([text(id, 'country-code') || 'US', text(id, 'doc-number')]);
    }
  }
  for (const p of biblio ? descendants(biblio, 'provisional-application') : []) {
    const date = isoDate(elementText(firstDescendant(p, 'filing-date')));
    const number = elementText(firstDescendant(p, 'doc-number')).trim();
    if (date) out.claims.push({ date, basis: 'provisional', number: number || null, country: 'US', relation: null });
  }
  return out;
}

const ST32_RELATIONS: Record<string, string> = { B620: 'division', B631: 'continuation', B632: 'continuation-in-part', B633: 'continuing-reissue', B641: 'reissue' };

function readSt32(biblio: XmlElement | undefined): Collected {
  const out: Collected = { applicationNumber: null, claims: [], applications: [], publications: [] };
  const b200 = child(biblio, 'B200');
  out.applicationNumber = elementText(child(b200, 'B210')).trim() || null;
  const filed = isoDate(elementText(path(b200, 'B220', 'DATE')).trim());
  if (filed) out.claims.push({ date: filed, basis: 'filing', number: out.applicationNumber, country: 'US', relation: null });
  for (const b300 of biblio ? descendants(biblio, 'B300') : []) {
    const date = isoDate(elementText(child(b300, 'B320')).trim());
    if (date) out.claims.push({ date, basis: 'foreign-priority', number: elementText(child(b300, 'B310')).trim() || null, country: elementText(child(b300, 'B330')).trim() || null, relation: null });
  }
  const b600 = child(biblio, 'B600');
  for (const [tag, relation] of Object.entries(ST32_RELATIONS)) {
    for (const group of b600 ? descendants(b600, tag) : []) {
      for (const pdoc of descendants(group, 'PDOC')) {
        const doc = child(pdoc, 'DOC');
        const number = elementText(child(doc, 'DNUM')).trim();
        const date = isoDate(elementText(child(doc, 'DATE')).trim());
        if (date) out.claims.push({ date, basis: 'parent', number: number || null, country: number.startsWith('PCT') ? null : 'US', relation });
        else if (number) out.applications.push(['US', number]);
      }
    }
  }
  for (const group of b600 ? descendants(b600, 'B680US') : []) {
    const doc = firstDescendant(group, 'DOC');
    const date = isoDate(elementText(child(doc, 'DATE')).trim());
    const number = elementText(child(doc, 'DNUM')).trim();
    if (date) out.claims.push({ date, basis: 'provisional', number: number || null, country: 'US', relation: null });
  }
  return out;
}
