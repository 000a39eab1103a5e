import { EMPTY_BIBLIOGRAPHY, type ApplicationBibliography } from '@iprism/shared/contracts';
import { familyKeys, xmlBibliography } from '../../prior-art/parsing';
import type { StructuredPatent, XmlElement } from '../../documents/parsing';
import { parseDocument, READERS, usptoRoot, type UsptoRoot } from '../../documents/parsing';
import { buildRecord, type ReadItem } from '../record';
import type { UsptoBiblio } from './uspto-biblio';
import { readIceBiblio } from './uspto-ice-biblio';
import { readPapBiblio } from './uspto-pap-biblio';
import { readSt32Biblio } from './uspto-st32-biblio';

const BIBLIO: Partial<Record<UsptoRoot, (root: XmlElement) => UsptoBiblio>> = {
  'us-patent-grant': readIceBiblio,
  'us-patent-application': readIceBiblio,
  'us-patent-application-publication': readIceBiblio,
  'patent-application-publication': readPapBiblio,
  PATDOC: readSt32Biblio,
};

/**
 * The earliest date the document claims, as patent databases give a priority date: its foreign priorities and the
 * filing dates of the provisionals and parent applications it claims the benefit of (not its own filing date).
 */
const earliestClaimedDate = (bibliography: ApplicationBibliography, foreignPriority: string | null): string | null =>
  [foreignPriority, ...bibliography.dateClaims.filter((c) => c.basis !== 'filing').map((c) => c.date)].filter((d): d is string => d !== null).sort()[0] ?? null;

const claimsText = (patent: StructuredPatent): string => patent.claims.map((claim) => `${claim.number}. ${claim.text}`).join('\n');
const descriptionText = (patent: StructuredPatent): string => patent.description.map(({ heading, text }) => [heading, text].filter(Boolean).join('\n')).join('\n\n');

/**
 * One USPTO full-text document of any DTD generation (ST.32 SGML, PAP, ICE v4.x) to a corpus record.
 * `label` names it in rejections (file and position) until its number is known.
 */
export function readUsptoDocument(text: string, label: string): ReadItem {
  const root = usptoRoot(text);
  if (root === null) return { rejection: { record: label, reason: 'not a USPTO patent document' } };
  const biblioReader = BIBLIO[root];
  // Image file wrapper parts (claims or specification as filed) carry an application number only.
  if (!biblioReader) return { rejection: { record: label, reason: `${root} is a file-wrapper document with no publication number` } };
  let tree: XmlElement;
  try {
    tree = parseDocument(text.trimStart(), root);
  } catch (err) {
    return { rejection: { record: label, reason: err instanceof Error ? err.message : String(err) } };
  }
  const patent = READERS[root](tree);
  const biblio = biblioReader(tree);
  const { rawNumber, ...rest } = biblio;
  const bibliography = xmlBibliography(tree) ?? EMPTY_BIBLIOGRAPHY;
  return buildRecord(
    {
      ...rest,
      rawNumber,
      priorityDate: earliestClaimedDate(bibliography, rest.priorityDate),
      familyKeys: familyKeys(bibliography, [rawNumber]),
      title: patent.title ?? '',
      abstract: patent.abstract ?? '',
      claims: claimsText(patent),
      description: descriptionText(patent),
    },
    rawNumber ? `${rawNumber}${biblio.kind ?? ''} (${label})` : label,
    'uspto-xml',
  );
}
