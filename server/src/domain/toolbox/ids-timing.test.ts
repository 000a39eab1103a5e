import { IdsTimingSchema } from '@iprism/shared/contracts';
import { idsStatementFeeCents, idsTiming, type IdsTimingInput } from './ids-timing';

/** Filed Wednesday 2024-01-10: the 1.97(b) three months end Wednesday 2024-04-10. */
const base: IdsTimingInput = { filingDate: '2024-01-10', submittedAt: '2024-02-01', national: false };
const prosecuted: IdsTimingInput = { ...base, firstActionOnMeritsDate: '2024-06-03', finalActionOrAllowanceDate: '2025-02-03', issueFeePaidDate: '2025-05-05' };
const at = (submittedAt: string, extra: Partial<IdsTimingInput> = {}) => idsTiming({ ...prosecuted, ...extra, submittedAt });

describe('idsTiming (37 CFR 1.97)', () => {
  it('is 1.97(b) within three months of filing, up to the last day', () => {
    const result = at('2024-04-10', { firstActionOnMeritsDate: '2024-03-01' });
    expect(result).toEqual({
      rule: '1.97(b)',
      needs: { statement: false, fee: false, petition: false },
      explanation: 'Submitted within three months of the filing date (2024-01-10), by 2024-04-10: 37 CFR 1.97(b) requires neither a statement nor a fee.',
    });
    expect(IdsTimingSchema.parse(result)).toEqual(result);
    expect(at('2024-04-11', { firstActionOnMeritsDate: '2024-03-01' }).rule).toBe('1.97(c)');
  });

  it('counts the three months from national stage entry for a national stage application', () => {
    expect(idsTiming({ ...base, national: true }).explanation).toContain('within three months of entry into the national stage (2024-01-10)');
  });

  it('runs the three months to the next business day when they end on a weekend', () => {
    const weekend = { filingDate: '2023-10-07', firstActionOnMeritsDate: '2023-12-01', national: false };
    expect(idsTiming({ ...weekend, submittedAt: '2024-01-08' }).rule).toBe('1.97(b)');
    expect(idsTiming({ ...weekend, submittedAt: '2024-01-09' }).rule).toBe('1.97(c)');
  });

  it('is 1.97(b) before the first action on the merits, and 1.97(c) from its mailing day', () => {
    expect(at('2024-06-02')).toMatchObject({ rule: '1.97(b)', explanation: expect.stringContaining('before the first action on the merits (2024-06-03)') });
    expect(at('2024-06-03')).toMatchObject({ rule: '1.97(c)', needs: { statement: false, fee: true, petition: false } });
    expect(idsTiming({ ...base, submittedAt: '2024-09-01' })).toMatchObject({ rule: '1.97(b)', explanation: expect.stringContaining('before any first action on the merits') });
  });

  it('is 1.97(c) the day before the final action, and 1.97(d) from its mailing day', () => {
    expect(at('2025-02-02').rule).toBe('1.97(c)');
    expect(at('2025-02-03')).toMatchObject({ rule: '1.97(d)', needs: { statement: true, fee: true, petition: false } });
  });

  it('is 1.97(d) on the day the issue fee is paid, and after issue fee the day after', () => {
    expect(at('2025-05-05').rule).toBe('1.97(d)');
    expect(at('2025-05-06')).toMatchObject({ rule: 'after issue fee', needs: { statement: false, fee: true, petition: true } });
  });

  it('lets the 1.97(e) statement replace the fee under 1.97(c) up to exactly three months after a foreign office first cites', () => {
    const onTime = at('2024-12-16', { foreignCitationFirstDate: '2024-09-16' });
    expect(onTime).toMatchObject({ rule: '1.97(c)', needs: { statement: true, fee: false, petition: false } });
    expect(onTime.explanation).toContain('a foreign office first cited the items on 2024-09-16, no more than three months before, so the 37 CFR 1.97(e)(1) statement can be made, so no fee is due');
    const late = at('2024-12-17', { foreignCitationFirstDate: '2024-09-16' });
    expect(late).toMatchObject({ rule: '1.97(c)', needs: { statement: false, fee: true, petition: false } });
    expect(late.explanation).toContain('more than three months before, so the 37 CFR 1.97(e)(1) statement cannot be made, so the fee is due');
  });

  it('sends a 1.97(d) IDS without a possible statement to a request for continued examination', () => {
    expect(at('2025-03-01', { foreignCitationFirstDate: '2024-01-15' }).explanation).toContain('must instead accompany a request for continued examination (37 CFR 1.114)');
    expect(at('2025-03-01', { foreignCitationFirstDate: '2025-01-15' }).explanation).not.toContain('continued examination');
  });

  it('names the Quick Path IDS after the issue fee when the statement can be made', () => {
    const result = at('2025-06-01', { foreignCitationFirstDate: '2025-04-01' });
    expect(result).toMatchObject({ rule: 'after issue fee', needs: { statement: true, fee: true, petition: true } });
    expect(result.explanation).toContain('37 CFR 1.313(c)(2)');
    expect(result.explanation).toContain('Quick Path IDS');
  });

  it('ignores events dated after the submission', () => {
    expect(at('2024-05-01').rule).toBe('1.97(b)');
    expect(at('2024-07-01').rule).toBe('1.97(c)');
  });

  it('names the field of inconsistent dates', () => {
    expect(() => idsTiming({ ...base, submittedAt: '2024-01-09' })).toThrow(/^submittedAt:/);
    expect(() => idsTiming({ ...base, firstActionOnMeritsDate: '2023-12-01' })).toThrow(/^firstActionOnMeritsDate:/);
    expect(() => idsTiming({ ...base, firstActionOnMeritsDate: '2024-06-03', finalActionOrAllowanceDate: '2024-06-02' })).toThrow(/^finalActionOrAllowanceDate:/);
    expect(() => idsTiming({ ...base, issueFeePaidDate: '2024-06-02' })).toThrow(/^finalActionOrAllowanceDate:/);
    expect(() => idsTiming({ ...prosecuted, issueFeePaidDate: '2025-02-01', submittedAt: '2025-03-01' })).toThrow(/^issueFeePaidDate:/);
    expect(() => idsTiming({ ...base, foreignCitationFirstDate: '2024-02-02' })).toThrow(/^foreignCitationFirstDate:/);
    expect(() => idsTiming({ ...base, filingDate: '2024-02-30' })).toThrow(/^filingDate:/);
  });
});

describe('idsStatementFeeCents (37 CFR 1.17(p))', () => {
  it('reads the fee table in force', () => {
    expect(idsStatementFeeCents('large', new Date('2025-06-01'))).toBe(26000);
    expect(idsStatementFeeCents('small', new Date('2025-06-01'))).toBe(10400);
    expect(idsStatementFeeCents('micro', new Date('2023-06-01'))).toBe(5200);
  });
});
