import type { IdsResponse, NormalisedCitation } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import { GREY, type PdfWriter } from '../../../platform/pdf/pdf-writer';

/** The IDS as the PDF prints it: none uploaded, still being read, or the review. */
export type IdsForPdf = { kind: 'none' } | { kind: 'pending' } | { kind: 'ready'; ids: IdsResponse };

const TYPE_LABELS: Readonly<Record<NormalisedCitation['type'], string>> = { usPatent: 'U.S. patent', usApplication: 'U.S. publication', foreign: 'Foreign', npl: 'NPL' };

const citationText = (c: NormalisedCitation): string =>
  c.type === 'npl' ? (c.npl?.text ?? 'Literature (no text)') : [c.publicationNumber ?? `${c.country ?? ''} ${c.number ?? ''} (number not read)`.trim(), c.date, c.name].filter(Boolean).join(', ');

/** The normalised citations with their relevance, then the ones held out of the SB/08 and why. */
export function writeIds(w: PdfWriter, ids: IdsForPdf): void {
  if (ids.kind === 'none') return void w.text('No IDS was uploaded with this application.');
  if (ids.kind === 'pending') return void w.text('The IDS review has not finished yet; export the PDF again once it has.');
  const { analysis, citations, classification, held } = ids.ids;
  const c = analysis.counts;
  w.text(
    `${analysis.fileName}: ${countOf(c.total, 'citation')} (${countOf(c.usPatents, 'U.S. patent')}, ${countOf(c.usApplications, 'U.S. publication')}, ${c.foreign} foreign, ${c.npl} NPL); ${countOf(c.errors, 'error')}, ${countOf(c.warnings, 'warning')}.`,
    { size: 9, colour: GREY },
  );
  const items = new Map(classification.items.map((i) => [i.ref, i]));
  for (const citation of citations) {
    const item = items.get(citation.ref);
    const relevance = item?.category ? ` · category ${item.category}${item.closestClaim ? ` (claim ${item.closestClaim})` : ''}` : '';
    w.text(`Cite ${citation.citeNo} · ${TYPE_LABELS[citation.type]}${relevance}`, { bold: true, size: 9 });
    w.text(citationText(citation), { indent: 12, size: 9, gap: 3 });
  }
  if (held.length === 0) return;
  w.subheading(`${countOf(held.length, 'citation')} held out of the SB/08 until corrected`);
  for (const h of held) w.text(`Cite ${h.citeNo ?? h.ref} (${h.label}): ${h.reasons.join(' ')}`, { size: 9 });
}
