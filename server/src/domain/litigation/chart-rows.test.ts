import type { ChartedClaim } from '@iprism/shared/contracts';
import { chartRows } from './chart-rows';

const claims: ChartedClaim[] = [{ number: 1, elements: [{ id: '1.1', text: 'A lever' }, { id: '1.2', text: 'a pin' }] }];
const refs = [
  { number: 'US1', chart: [{ elementId: '1.1', passage: 'a lever 12', location: 'claim 1', score: 0.9 }, { elementId: '1.2', passage: null, location: null, score: 0 }] },
  { number: 'US2', chart: [{ elementId: '1.2', passage: 'a pin 14', location: '¶ [0012]', score: 0.5 }] },
];

describe('chartRows', () => {
  it('lists every element of every reference, covered by the threshold, missing cells empty', () => {
    const rows = chartRows(claims, refs, []);
    expect(rows.map((r) => [r.reference, r.elementId, r.passage, r.location, r.covered, r.edited])).toEqual([
      ['US1', '1.1', 'a lever 12', 'claim 1', true, false],
      ['US1', '1.2', '', '', false, false],
      ['US2', '1.1', '', '', false, false],
      ['US2', '1.2', 'a pin 14', '¶ [0012]', false, false],
    ]);
  });

  it("lays the attorney's edits over the cells, the last edit of a cell winning", () => {
    const rows = chartRows(claims, refs, [
      { reference: 'US2', elementId: '1.2', covered: true, note: 'see fig. 2' },
      { reference: 'US1', elementId: '1.1', covered: false },
      { reference: 'US1', elementId: '1.2', passage: 'a hinge pin', location: 'col. 3:10' },
      { reference: 'US1', elementId: '1.1', covered: null, note: 'weak' },
    ]);
    const row = (ref: string, id: string) => rows.find((r) => r.reference === ref && r.elementId === id)!;
    expect(row('US2', '1.2')).toMatchObject({ covered: true, edited: true, note: 'see fig. 2', passage: 'a pin 14' });
    expect(row('US1', '1.1')).toMatchObject({ covered: true, edited: false, note: 'weak' });
    expect(row('US1', '1.2')).toMatchObject({ passage: 'a hinge pin', location: 'col. 3:10', covered: false, edited: true });
  });
});
