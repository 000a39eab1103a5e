import { toCsv, type PriorArtResult } from '@iprism/shared/contracts';

const stripMarks = (s: string) => s.replace(/<\/?mark>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The reference list as a spreadsheet: one row per reference, the claim chart's best match per claim. */
export function priorArtCsv(result: PriorArtResult): string {
  const header = ['Rank', 'Publication number', 'Title', 'Relevance', 'Score', 'Publication date', 'Priority date', 'CPC', 'Found by', 'Snippet'];
  const rows = result.references.map((r) => [
    r.rank,
    r.publicationNumber,
    r.title,
    r.relevance.toFixed(2),
    r.score.toFixed(6),
    r.publicationDate,
    r.priorityDate,
    r.cpc.join(' '),
    r.foundBy.map((s) => (s === 0 ? 'abstract' : `claim ${s}`)).join('; '),
    stripMarks(r.snippet),
  ]);
  return toCsv([header, ...rows]);
}
