import type { PortfolioRow } from '@iprism/shared/contracts/acquisitions';
import { portfolioChartData } from './portfolio-charts';

const row = (publicationNumber: string, expiresAt: string | null, cpcSubclasses: string[], forwardCitations: number): PortfolioRow => ({
  publicationNumber, title: '', assignee: null, patentKind: 'utility', filingDate: null, priorityDate: null, grantDate: null,
  term: expiresAt ? { expiresAt, basis: '' } : null, termNote: null, remainingYears: null, maintenanceFees: [], nextMaintenance: null,
  independentClaims: null, totalClaims: null, cpcSubclasses, forwardCitations, backwardCitations: 1, familySize: null, note: '',
});

describe('portfolioChartData', () => {
  it('counts expiries by year, patents by subclass and ranks citations', () => {
    const data = portfolioChartData([row('US1', '2030-01-01', ['H04L', 'G06F'], 1), row('US2', '2030-06-01', ['H04L'], 5), row('US3', null, [], 0)]);
    expect(data.expiry).toEqual([{ year: 2030, count: 2 }]);
    expect(data.cpc).toEqual([{ subclass: 'H04L', count: 2 }, { subclass: 'G06F', count: 1 }]);
    expect(data.citations.map((c) => c.publicationNumber)).toEqual(['US2', 'US1', 'US3']);
  });
});
