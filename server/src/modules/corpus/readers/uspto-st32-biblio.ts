import { child, childElements, descendants, elementText, firstDescendant, path, type XmlElement } from '../../documents/parsing';
import type { CitedBy } from '@iprism/shared/contracts';
import { nplCitation, patentCitation } from '../citations';
import { classificationSymbol, isoDate } from '../normalize';
import { earliest, type UsptoBiblio } from './uspto-biblio';

const pdat = (element: XmlElement | undefined): string => elementText(element).trim();

/** Text with its spacing kept: ST.32 writes IPC symbols fixed-width ('A47L  514' is A47L 5/14). */
const rawText = (element: XmlElement | undefined): string =>
  element ? element.children.map((node) => (typeof node === 'string' ? node : rawText(node))).join('').trim() : '';

/** The CITED-BY-EXAMINER / CITED-BY-OTHER marker that follows a citation in its B561/B562 group. */
function citedByIn(group: XmlElement): CitedBy {
  const names = childElements(group).map((e) => e.name.toUpperCase());
  if (names.includes('CITED-BY-EXAMINER')) return 'examiner';
  if (names.includes('CITED-BY-OTHER')) return 'applicant';
  return 'unknown';
}

function partyName(party: XmlElement): string {
  const name = firstDescendant(party, 'NAM');
  const org = pdat(firstDescendant(name, 'ONM'));
  if (org) return org;
  return [pdat(firstDescendant(name, 'FNM')), pdat(firstDescendant(name, 'SNM'))].filter(Boolean).join(' ');
}

/** WIPO ST.32 grants (PATDOC, 2001-2004): numbered B-elements. */
export function readSt32Biblio(root: XmlElement): UsptoBiblio {
  const biblio = child(root, 'SDOBI');
  const b100 = child(biblio, 'B100');
  const b500 = child(biblio, 'B500');
  const b700 = child(biblio, 'B700');
  const number = pdat(child(b100, 'B110'));
  const ipc = child(b500, 'B510');
  const references = child(b500, 'B560');
  return {
    rawNumber: number ? `US${number}` : null,
    kind: pdat(child(b100, 'B130')) || null,
    publicationDate: isoDate(pdat(path(b100, 'B140', 'DATE'))),
    filingDate: isoDate(pdat(path(biblio, 'B200', 'B220', 'DATE'))),
    priorityDate: earliest(descendants(biblio ?? root, 'B320').map((d) => isoDate(pdat(d)))),
    cpc: [],
    ipc: ipc ? [...descendants(ipc, 'B511'), ...descendants(ipc, 'B512')].map((e) => classificationSymbol(rawText(e))).filter((s): s is string => s !== null) : [],
    applicants: descendants(child(b700, 'B730') ?? { name: '', attrs: {}, children: [] }, 'B731').map(partyName).filter(Boolean),
    inventors: descendants(child(b700, 'B720') ?? { name: '', attrs: {}, children: [] }, 'B721').map(partyName).filter(Boolean),
    citations: references
      ? [
          ...descendants(references, 'B561').flatMap((group) => {
            const doc = firstDescendant(group, 'DOC');
            const num = pdat(child(doc, 'DNUM'));
            if (!num) return [];
            return [patentCitation({ country: pdat(child(doc, 'CTRY')) || 'US', number: num, kind: pdat(child(doc, 'KIND')), date: pdat(child(doc, 'DATE')) }, citedByIn(group))];
          }),
          ...descendants(references, 'B562').map((group) => nplCitation(pdat(child(group, 'NCIT')), citedByIn(group))).filter((c) => c.text),
        ]
      : [],
  };
}
