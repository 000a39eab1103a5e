import { CPC_LOW_CONFIDENCE, type PriorArtResult } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import { GREY, type PdfWriter } from '../../../platform/pdf/pdf-writer';

const NOT_FINISHED = 'The prior-art search has not finished yet; export the PDF again once it has.';
const NO_CORPUS = 'No patent corpus was imported, so nothing was searched.';
const NO_CLAIMS = 'The report found no claims or abstract to search with.';
const pct = (n: number): string => `${Math.round(n * 100)} %`;

/** Why a prior-art result holds nothing to print, or null when it does. */
function unavailable(priorArt: PriorArtResult | null): string | null {
  if (!priorArt) return NOT_FINISHED;
  if (priorArt.status === 'no-corpus') return NO_CORPUS;
  if (priorArt.status === 'no-claims') return NO_CLAIMS;
  return null;
}

/** The CPC subclasses predicted for the application, with their confidence and the documents behind them. */
export function writeCpc(w: PdfWriter, priorArt: PriorArtResult | null): void {
  const why = unavailable(priorArt);
  if (why || !priorArt) return void w.text(why ?? NOT_FINISHED);
  if (priorArt.cpcPredictions.length === 0) return void w.text('No CPC subclass could be predicted from the corpus.');
  w.text('Predicted from the title, abstract and first independent claim.', { size: 9, colour: GREY });
  for (const p of priorArt.cpcPredictions) {
    w.text(`${p.symbol} - ${p.title} (${pct(p.score)}${p.score < CPC_LOW_CONFIDENCE ? ', low confidence' : ''})`, { bold: true });
    if (p.supporting?.length) w.text(`Like ${p.supporting.map((s) => `${s.publicationNumber} (${s.title})`).join('; ')}`, { indent: 12, size: 9, gap: 4 });
  }
}

/** The references in the order shown, then each claim chart element by element with the passage that meets it. */
export function writePriorArt(w: PdfWriter, priorArt: PriorArtResult | null): void {
  const why = unavailable(priorArt);
  if (why || !priorArt) return void w.text(why ?? NOT_FINISHED);
  const cutoff = priorArt.cutoffDate ? `published before ${priorArt.cutoffDate}` : 'with no cutoff date';
  w.text(`${countOf(priorArt.corpusSize, 'document')} searched, ${cutoff}; ${countOf(priorArt.references.length, 'reference')} found.`, { size: 9, colour: GREY });
  if (priorArt.references.length === 0) w.text('No reference in the corpus matched the claims.');
  for (const r of priorArt.references) {
    const dates = [r.publicationDate && `published ${r.publicationDate}`, r.priorityDate && `priority ${r.priorityDate}`].filter(Boolean).join(', ');
    w.text(`${r.rank}. ${r.publicationNumber} - ${r.title}`, { bold: true });
    w.text([`Discloses ${pct(r.relevance)} of a claim`, dates, r.cpc.length ? `CPC ${r.cpc.slice(0, 4).join(', ')}` : null].filter(Boolean).join(' · '), { indent: 12, size: 9 });
    if (r.snippet) w.text(r.snippet, { indent: 12, size: 9, colour: GREY, gap: 4 });
  }
  for (const chart of priorArt.claimCharts) {
    w.subheading(`Claim chart: claim ${chart.claimNumber} against ${chart.references.join(', ')}`);
    for (const e of chart.elements) {
      w.text(`${e.index}. ${e.text}`, { bold: true, size: 9 });
      for (const m of e.matches) {
        const found = m.passage ? `${pct(m.score)} · ${m.field ?? 'text'}: ${m.passage}` : 'not found';
        w.text(`${m.publicationNumber}: ${found}`, { indent: 12, size: 8.5 });
      }
      w.text('', { gap: 2 });
    }
  }
}
