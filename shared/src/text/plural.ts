/**
 * English count phrases: "1 page", "2 pages", "0 errors". The plural defaults to the singular plus "s";
 * irregular nouns pass theirs ("query", "queries").
 */
export const nounFor = (n: number, singular: string, plural = `${singular}s`): string => (n === 1 ? singular : plural);

/** The count and its noun; the count in en-US digits ("1,204 documents"). */
export const countOf = (n: number, singular: string, plural?: string): string => `${n.toLocaleString('en-US')} ${nounFor(n, singular, plural)}`;
