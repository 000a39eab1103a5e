import { MaintenanceFeeSchema } from '@iprism/shared/contracts';
import { maintenanceFees } from './maintenance-fees';

const patent = { kind: 'utility', filingDate: '2013-04-02', grantDate: '2016-01-05' };
const statusAt = (asOf: string, payments = [] as { year: 3.5 | 7.5 | 11.5; paidAt: string }[]) => maintenanceFees({ ...patent, asOf, payments }).map((f) => f.status);

describe('maintenanceFees (37 CFR 1.362)', () => {
  it('lays out the three windows from grant', () => {
    const fees = maintenanceFees({ ...patent, asOf: '2016-01-05' });
    expect(fees).toEqual([
      { year: 3.5, opensAt: '2019-01-05', dueAt: '2019-07-05', surchargeUntil: '2020-01-05', status: 'future' },
      { year: 7.5, opensAt: '2023-01-05', dueAt: '2023-07-05', surchargeUntil: '2024-01-05', status: 'future' },
      { year: 11.5, opensAt: '2027-01-05', dueAt: '2027-07-05', surchargeUntil: '2028-01-05', status: 'future' },
    ]);
    for (const fee of fees) expect(MaintenanceFeeSchema.parse(fee)).toEqual(fee);
  });

  it('moves from future to open to in surcharge at each boundary', () => {
    expect(statusAt('2019-01-04')[0]).toBe('future');
    expect(statusAt('2019-01-05')[0]).toBe('open');
    expect(statusAt('2019-07-05')[0]).toBe('open');
    expect(statusAt('2019-07-06')[0]).toBe('in surcharge');
  });

  it('keeps the surcharge open to the next business day when its last day is a Sunday, then lapses with the later fees', () => {
    expect(statusAt('2020-01-05')[0]).toBe('in surcharge');
    expect(statusAt('2020-01-06')[0]).toBe('in surcharge');
    expect(statusAt('2020-01-07')).toEqual(['lapsed', 'lapsed', 'lapsed']);
  });

  it('keeps the fee open without surcharge to the next business day when the due date is a holiday weekend', () => {
    const fees = (asOf: string) => maintenanceFees({ kind: 'utility', filingDate: '2015-01-02', grantDate: '2017-01-04', asOf });
    expect(fees('2020-07-06')[0]).toMatchObject({ dueAt: '2020-07-04', status: 'open' });
    expect(fees('2020-07-07')[0]?.status).toBe('in surcharge');
  });

  it('marks a payment made by the day asked about as paid, in the window or the surcharge period', () => {
    expect(statusAt('2019-03-01', [{ year: 3.5, paidAt: '2019-03-01' }])).toEqual(['paid', 'future', 'future']);
    expect(statusAt('2019-02-28', [{ year: 3.5, paidAt: '2019-03-01' }])).toEqual(['open', 'future', 'future']);
    expect(statusAt('2024-06-01', [{ year: 3.5, paidAt: '2019-12-01' }, { year: 7.5, paidAt: '2023-02-01' }])).toEqual(['paid', 'paid', 'future']);
    expect(statusAt('2024-06-01', [{ year: 3.5, paidAt: '2019-12-01' }])).toEqual(['paid', 'lapsed', 'lapsed']);
  });

  it('refuses a payment outside its window, naming payments', () => {
    expect(() => statusAt('2019-03-01', [{ year: 3.5, paidAt: '2018-12-31' }])).toThrow('payments: the 3.5-year fee can only be paid from 2019-01-05 to 2020-01-05; 2018-12-31 is outside that window.');
    expect(() => statusAt('2021-03-01', [{ year: 3.5, paidAt: '2020-01-07' }])).toThrow(/^payments:/);
  });

  it('puts the windows of a month-end grant on the month end', () => {
    expect(maintenanceFees({ kind: 'utility', filingDate: '2009-05-01', grantDate: '2011-08-31', asOf: '2011-09-01' })[0]).toMatchObject({ opensAt: '2014-08-31', dueAt: '2015-02-28', surchargeUntil: '2015-08-31' });
    expect(maintenanceFees({ kind: 'utility', filingDate: '2017-05-01', grantDate: '2020-08-31', asOf: '2020-09-01' })[0]).toMatchObject({ opensAt: '2023-08-31', dueAt: '2024-02-29', surchargeUntil: '2024-08-31' });
  });

  it('owes nothing for design and plant patents, nor for applications filed before 1980-12-12', () => {
    expect(maintenanceFees({ ...patent, kind: 'design', asOf: '2020-01-01' })).toEqual([]);
    expect(maintenanceFees({ ...patent, kind: 'plant', asOf: '2020-01-01' })).toEqual([]);
    expect(maintenanceFees({ kind: 'utility', filingDate: '1980-12-11', grantDate: '1983-05-03', asOf: '1990-01-01' })).toEqual([]);
    expect(maintenanceFees({ kind: 'utility', filingDate: '1980-12-12', grantDate: '1983-05-03', asOf: '1990-01-01' })).toHaveLength(3);
  });

  it('owes no fee whose window opens once the patent has expired', () => {
    expect(maintenanceFees({ ...patent, asOf: '2016-01-05', expiresAt: '2026-01-01' }).map((f) => f.year)).toEqual([3.5, 7.5]);
  });

  it('names the field of bad input', () => {
    expect(() => maintenanceFees({ ...patent, kind: 'trademark', asOf: '2020-01-01' })).toThrow(/^kind:/);
    expect(() => maintenanceFees({ ...patent, grantDate: '2012-01-01', asOf: '2020-01-01' })).toThrow(/^grantDate:/);
    expect(() => maintenanceFees({ ...patent, asOf: 'now' })).toThrow(/^asOf:/);
  });
});
