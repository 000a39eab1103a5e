import type { PortfolioRow } from '@iprism/shared/contracts/acquisitions';

/** The series of the portfolio charts: expiries per year, patents per CPC subclass, citations per patent (most cited first, top 20). */
export function portfolioChartData(rows: readonly PortfolioRow[]) {
  const expiry = new Map<number, number>();
  for (const r of rows) if (r.term) expiry.set(Number(r.term.expiresAt.slice(0, 4)), (expiry.get(Number(r.term.expiresAt.slice(0, 4))) ?? 0) + 1);
  const cpc = new Map<string, number>();
  for (const r of rows) for (const s of r.cpcSubclasses) cpc.set(s, (cpc.get(s) ?? 0) + 1);
  return {
    expiry: [...expiry].sort((a, b) => a[0] - b[0]).map(([year, count]) => ({ year, count })),
    cpc: [...cpc].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([subclass, count]) => ({ subclass, count })),
    citations: [...rows]
      .sort((a, b) => b.forwardCitations - a.forwardCitations || b.backwardCitations - a.backwardCitations)
      .slice(0, 20)
      .map((r) => ({ publicationNumber: r.publicationNumber, forward: r.forwardCitations, backward: r.backwardCitations })),
  };
}
