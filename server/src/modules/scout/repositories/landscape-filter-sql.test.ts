import { landscapeFilterSql } from './landscape-filter-sql';

describe('landscape filters as SQL', () => {
  it('turns the filters into numbered conditions', () => {
    const sql = landscapeFilterSql({ cpc: 'h02s 20', from: 2015, countries: ['US', 'EP'], assignee: 'Sun_Corp' }, 2);
    expect(sql.conditions).toHaveLength(4);
    expect(sql.conditions[0]).toContain('$2');
    expect(sql.conditions[3]).toContain('$5');
    expect(sql.params).toEqual(['H02S20%', '2015-01-01', ['US', 'EP'], '%Sun\\_Corp%']);
  });
});
