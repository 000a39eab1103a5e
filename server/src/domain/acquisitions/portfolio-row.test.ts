import { PortfolioRowSchema } from '@iprism/shared/contracts';
import { portfolioRow, type PortfolioFacts } from './portfolio-row';

const facts = (over: Partial<PortfolioFacts> = {}): PortfolioFacts => ({
  publicationNumber: 'US11147202B2',
  country: 'US',
  number: '11147202',
  kind: 'B2',
  title: 'Wheeled hand truck',
  applicants: ['Yeow Ng'],
  claims: '1. A hand truck.\n2. The hand truck of claim 1, red.',
  cpc: ['B62B1/12', 'A01B1/243', 'B62B5/06'],
  publicationDate: '2021-10-19',
  filingDate: '2018-12-26',
  priorityDate: null,
  backwardCitations: 12,
  forwardCitations: 1,
  familySize: 3,
  note: '',
  ...over,
});

describe('portfolioRow', () => {
  it('computes expiry, remaining years and the fee schedule of a utility grant', () => {
    const row = portfolioRow(facts(), '2026-11-27');
    expect(PortfolioRowSchema.parse(row)).toEqual(row);
    expect(row.term?.expiresAt).toBe('2038-12-26');
    expect(row.term?.basis).toContain('20 years from the filing date (2018-12-26)');
    expect(row.term?.basis).toContain('not applied');
    expect(row.remainingYears).toBe(12.1);
    expect(row.maintenanceFees.map((f) => [f.year, f.dueAt, f.status])).toEqual([
      [3.5, '2025-04-19', 'lapsed'],
      [7.5, '2029-04-19', 'lapsed'],
      [11.5, '2033-04-19', 'lapsed'],
    ]);
    expect(row.nextMaintenance).toBeNull();
    expect(row).toMatchObject({ grantDate: '2021-10-19', independentClaims: 1, totalClaims: 2, cpcSubclasses: ['A01B', 'B62B'], patentKind: 'utility' });
  });

  it('names the next fee while it is still to come', () => {
    const row = portfolioRow(facts(), '2024-01-10');
    expect(row.nextMaintenance).toMatchObject({ year: 3.5, opensAt: '2024-10-19', dueAt: '2025-04-19', status: 'future' });
    // 19 April 2025 is a Saturday: payable on Monday 21 April.
    expect(row.nextMaintenance?.notice?.nextBusinessDay).toBe('2025-04-21');
  });

  it('gives a design patent its term and no fees', () => {
    const row = portfolioRow(facts({ number: 'D901234', kind: 'S', publicationDate: '2020-11-10', filingDate: '2016-02-01', claims: '' }), '2026-01-01');
    expect(row.term?.expiresAt).toBe('2035-11-10');
    expect(row.maintenanceFees).toEqual([]);
    expect(row.totalClaims).toBeNull();
  });

  it('gives an old design grant without a filing date its 14 years from grant', () => {
    const row = portfolioRow(facts({ number: 'D349814', kind: '', publicationDate: '1994-08-23', filingDate: null, claims: '' }), '2026-01-01');
    expect(row.term?.expiresAt).toBe('2008-08-23');
    expect(row.term?.basis).toContain('was filed before 2015-05-13');
    expect(row.remainingYears).toBe(0);
  });

  it('explains why an application or an undated grant has no term', () => {
    expect(portfolioRow(facts({ number: '20190124818', kind: 'A1' }), '2026-01-01')).toMatchObject({ term: null, termNote: expect.stringContaining('Not a granted US patent'), grantDate: null });
    expect(portfolioRow(facts({ filingDate: null }), '2026-01-01')).toMatchObject({ term: null, termNote: expect.stringContaining('no filing date') });
  });
});
