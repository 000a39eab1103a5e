import { classOverlap, coordinatedClasses } from './nice-classes';

describe('coordinatedClasses', () => {
  it('relates the classes the table groups, both ways', () => {
    expect(coordinatedClasses(9)).toEqual([28, 38, 41, 42]);
    expect(coordinatedClasses(42)).toEqual([9]);
    expect(coordinatedClasses(25)).toEqual([14, 18, 26, 35]);
    expect(coordinatedClasses(29)).toEqual([30, 31, 32, 43]);
    expect(coordinatedClasses(43)).toEqual([29, 30, 31, 32, 33, 39]);
    expect(coordinatedClasses(45)).toEqual([]);
  });
});

describe('classOverlap', () => {
  it('prefers shared classes', () => {
    expect(classOverlap([9, 42], [42, 9, 35])).toEqual({ kind: 'same', classes: [9, 42] });
  });

  it('lists coordinated pairs when no class is shared', () => {
    expect(classOverlap([25], [35, 43])).toEqual({ kind: 'coordinated', pairs: [[25, 35]] });
    expect(classOverlap([30, 9], [43, 42])).toEqual({ kind: 'coordinated', pairs: [[9, 42], [30, 43]] });
  });

  it('says none for unrelated classes, and any when the search named none', () => {
    expect(classOverlap([45], [1])).toEqual({ kind: 'none' });
    expect(classOverlap([], [1])).toEqual({ kind: 'any' });
  });
});
