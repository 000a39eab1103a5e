import { filterSql } from './filter-sql';

describe('search filters as SQL', () => {
  it('builds numbered SQL conditions for each filter', () => {
    const sql = filterSql({ publishedBefore: '2020-01-01', publishedAfter: '2001-01-01', country: 'US', kind: 'B2', cpc: 'g06n 3/08' }, 4);
    expect(sql.conditions).toEqual([
      'p.publication_date < $4::date',
      'p.publication_date >= $5::date',
      'p.country = $6',
      'p.kind = $7',
      'EXISTS (SELECT 1 FROM unnest(p.cpc) AS s(symbol) WHERE s.symbol LIKE $8)',
    ]);
    expect(sql.params).toEqual(['2020-01-01', '2001-01-01', 'US', 'B2', 'G06N3/08%']);
  });

  it('escapes LIKE wildcards in the CPC prefix', () => {
    expect(filterSql({ cpc: 'G06_%' }, 1).params).toEqual(['G06\\_\\%%']);
  });

  it('adds nothing without filters', () => {
    expect(filterSql({}, 1)).toEqual({ conditions: [], params: [] });
  });
});
