import { shownCell, upsertEdit } from './chart-edits';

describe('chart edits', () => {
  it('adds, changes and drops the edit of one cell', () => {
    let edits = upsertEdit([], 'US1', '1.2', { covered: true });
    edits = upsertEdit(edits, 'US1', '1.2', { note: 'fig. 3' });
    edits = upsertEdit(edits, 'US2', '1.1', { passage: 'other' });
    expect(edits).toEqual([
      { reference: 'US1', elementId: '1.2', covered: true, note: 'fig. 3' },
      { reference: 'US2', elementId: '1.1', passage: 'other' },
    ]);
    edits = upsertEdit(edits, 'US1', '1.2', { covered: null, note: '' });
    expect(edits).toEqual([{ reference: 'US2', elementId: '1.1', passage: 'other' }]);
  });

  it("shows the attorney's decision over the score", () => {
    const cell = { elementId: '1.1', passage: 'a lever', location: 'claim 1', score: 0.7 };
    expect(shownCell(cell, undefined)).toMatchObject({ covered: true, decided: false, passage: 'a lever' });
    expect(shownCell(cell, { reference: 'US1', elementId: '1.1', covered: false, passage: 'a pin' })).toMatchObject({ covered: false, decided: true, passage: 'a pin' });
    expect(shownCell(undefined, undefined)).toMatchObject({ covered: false, score: 0, passage: null });
  });
});
