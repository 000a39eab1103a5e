import { IdsSizeFeeSchema } from '@iprism/shared/contracts';
import { idsSizeFee, idsSizeTier } from './ids-size-fee';

const feeDay = new Date('2025-06-01T12:00:00Z');
const fee = (previouslyCitedItems: number, newItems: number, entity = 'large', sizeFeesPaidCents?: number) =>
  idsSizeFee({ previouslyCitedItems, newItems, entity, ...(sizeFeesPaidCents !== undefined && { sizeFeesPaidCents }) }, feeDay);
const NO_FEE = 'No information disclosure statement size fee under 37 CFR 1.17(v) is required.';
const FEE = 'The information disclosure statement is accompanied by the applicable information disclosure statement size fee under 37 CFR 1.17(v).';

describe('idsSizeTier', () => {
  it.each([
    [0, 0],
    [50, 0],
    [51, 1],
    [100, 1],
    [101, 2],
    [200, 2],
    [201, 3],
    [5000, 3],
  ])('%i items → tier %i', (items, tier) => expect(idsSizeTier(items)).toBe(tier));
});

describe('idsSizeFee (37 CFR 1.17(v), 1.98(a)(4))', () => {
  it('charges nothing up to 50 cumulative items and asserts so', () => {
    const result = fee(40, 10);
    expect(result).toEqual({ cumulativeItems: 50, tier: 0, feeCents: 0, assertion: NO_FEE });
    expect(IdsSizeFeeSchema.parse(result)).toEqual(result);
  });

  it('charges the first tier from 51 items, per entity size', () => {
    expect(fee(40, 11)).toEqual({ cumulativeItems: 51, tier: 1, feeCents: 20000, assertion: FEE });
    expect(fee(40, 11, 'small').feeCents).toBe(8000);
    expect(fee(40, 11, 'micro').feeCents).toBe(4000);
    expect(fee(0, 100)).toMatchObject({ tier: 1, feeCents: 20000 });
  });

  it('charges the second tier from 101 items less the size fees already paid', () => {
    expect(fee(100, 1)).toMatchObject({ cumulativeItems: 101, tier: 2, feeCents: 50000 });
    expect(fee(100, 1, 'large', 20000)).toMatchObject({ tier: 2, feeCents: 30000, assertion: FEE });
    expect(fee(150, 50, 'small', 8000)).toMatchObject({ cumulativeItems: 200, tier: 2, feeCents: 12000 });
  });

  it('charges the third tier above 200 items less the size fees already paid', () => {
    expect(fee(200, 1)).toMatchObject({ cumulativeItems: 201, tier: 3, feeCents: 80000 });
    expect(fee(200, 1, 'large', 50000)).toMatchObject({ feeCents: 30000 });
    expect(fee(200, 1, 'micro', 10000)).toMatchObject({ feeCents: 6000 });
  });

  it('asserts that no fee is required when the tier reached is already paid for', () => {
    expect(fee(60, 20, 'large', 20000)).toEqual({ cumulativeItems: 80, tier: 1, feeCents: 0, assertion: NO_FEE });
    expect(fee(60, 20, 'large', 90000)).toMatchObject({ feeCents: 0, assertion: NO_FEE });
  });

  it('charges nothing for an IDS filed before the size fee took effect on 2025-01-19', () => {
    expect(idsSizeFee({ previouslyCitedItems: 300, newItems: 1, entity: 'large' }, new Date('2025-01-18T12:00:00Z'))).toEqual({ cumulativeItems: 301, tier: 3, feeCents: 0, assertion: NO_FEE });
    expect(idsSizeFee({ previouslyCitedItems: 300, newItems: 1, entity: 'large' }, new Date('2025-01-19T00:00:00Z')).feeCents).toBe(80000);
  });

  it('names the field of bad input', () => {
    expect(() => fee(-1, 1)).toThrow(/^previouslyCitedItems:/);
    expect(() => fee(1, 1.5)).toThrow(/^newItems:/);
    expect(() => fee(1, 1, 'large', -5)).toThrow(/^sizeFeesPaidCents:/);
    expect(() => fee(1, 1, 'huge')).toThrow('entity: must be large, small, micro.');
  });
});
