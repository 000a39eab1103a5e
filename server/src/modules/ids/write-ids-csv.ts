import { toCsv, type NormalisedCitation } from '@iprism/shared/contracts';

export const IDS_CSV_COLUMNS = ['Cite No', 'Type', 'Publication Number', 'Country', 'Document Number', 'Kind', 'Publication Date', 'Name', 'NPL Citation', 'Authors', 'Title', 'Source', 'DOI'] as const;

const TYPE_LABELS: Record<NormalisedCitation['type'], string> = { usPatent: 'US patent', usApplication: 'US application publication', foreign: 'Foreign', npl: 'NPL' };

/** The normalised IDS as CSV, one citation a row (the headers read back by read-csv.ts). */
export function writeIdsCsv(citations: readonly NormalisedCitation[]): string {
  const rows = citations.map((c) => [
    c.citeNo,
    TYPE_LABELS[c.type],
    c.publicationNumber,
    c.country,
    c.number,
    c.kind,
    c.date,
    c.name,
    c.npl?.text ?? null,
    c.npl?.authors.join('; ') ?? null,
    c.npl?.title ?? null,
    c.npl?.source ?? null,
    c.npl?.doi ?? null,
  ]);
  return toCsv([IDS_CSV_COLUMNS, ...rows]);
}
