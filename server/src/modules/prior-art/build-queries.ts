import type { Report } from '@iprism/shared/contracts';

export interface PriorArtQuery {
  /** The independent claim's number, or 0 for the abstract. */
  source: number;
  text: string;
}

/** A query longer than this adds noise, not recall: the first part of a claim names the invention. */
const MAX_QUERY_CHARS = 1500;
const MAX_CLAIM_QUERIES = 8;

/** One query per independent claim (the claims define what must be new) and one for the abstract. */
export function buildQueries(report: Pick<Report, 'claims' | 'sections'>): PriorArtQuery[] {
  const claims = claimQueries(report.claims.filter((c) => c.independent));
  const abstract = report.sections.find((s) => s.name === 'abstract')?.text.trim();
  return [...claims, ...(abstract ? [{ source: 0, text: clip(abstract) }] : [])].filter((q) => q.text.length > 0);
}

/** One query per claim given (at most eight), its number stripped and its text cut to the part that names the invention. */
export function claimQueries(claims: readonly { number: number; text: string }[]): PriorArtQuery[] {
  return claims
    .slice(0, MAX_CLAIM_QUERIES)
    .map((c) => ({ source: c.number, text: clip(c.text.replace(/^\s*\d+\s*[.)]\s*/, '')) }))
    .filter((q) => q.text.length > 0);
}

const clip = (text: string) => (text.length > MAX_QUERY_CHARS ? text.slice(0, text.lastIndexOf(' ', MAX_QUERY_CHARS) + 1 || MAX_QUERY_CHARS).trim() : text.trim());
