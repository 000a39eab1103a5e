/**
 * The tables of the substitute ADS (PTO/AIA/14): a field holds one row a line, cells split by '|', and the
 * PDF draws the columns under these headings.
 */
export const ADS_TABLES = {
  domesticBenefit: ['Prior Application Status', 'Application Number', 'Continuity Type', 'Prior Application Number', 'Filing or 371(c) Date (YYYY-MM-DD)'],
  foreignPriority: ['Application Number', 'Country', 'Filing Date (YYYY-MM-DD)', 'Access Code (if applicable)'],
  representatives: ['Name', 'Registration Number'],
} as const;

export type AdsTable = keyof typeof ADS_TABLES;

export const isAdsTable = (key: string): key is AdsTable => key in ADS_TABLES;

/** The label of a table field: what it holds and its columns in order. */
export const tableLabel = (what: string, table: AdsTable): string => `${what} (one a line: ${ADS_TABLES[table].join(' | ')})`;

/** A table field's rows as cells, one array a non-empty line. */
export const tableRows = (value: string): string[][] =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((cell) => cell.trim()));
