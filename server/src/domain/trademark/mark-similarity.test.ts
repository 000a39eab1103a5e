import { TrademarkResultSchema } from '@iprism/shared/contracts';
import { rankMarks, scoreMark, type RegisteredMark } from './mark-similarity';

const register: RegisteredMark[] = [
  { serialNumber: '90000001', mark: 'NIKE', status: 'Registered', owner: 'Nike, Inc.', classes: [25] },
  { serialNumber: '90000002', mark: 'NIKON', status: 'Registered', owner: 'Nikon Corporation', classes: [9] },
  { serialNumber: '90000003', mark: 'ADIDAS', status: 'Registered', owner: 'adidas AG', classes: [25] },
  { serialNumber: '90000004', mark: 'NYKE', status: 'Abandoned', owner: 'Someone', classes: [35] },
  { serialNumber: '90000005', mark: 'N!KE', status: 'Pending', owner: 'Other', classes: [45] },
];

describe('scoreMark', () => {
  it('scores an identical mark in the same class 1 and says why', () => {
    expect(scoreMark({ mark: 'Nike', classes: [25] }, register[0]!)).toEqual({
      score: 1,
      spelling: 1,
      sound: 1,
      look: 1,
      reasons: ['Identical once spacing and punctuation are ignored.', 'Sounds alike: both read as NK (Double Metaphone).', 'Same class: 25.'],
    });
  });

  it('explains a sound-alike in a coordinated class', () => {
    const result = scoreMark({ mark: 'Nike', classes: [25] }, register[3]!);
    expect(result.reasons).toEqual(['Spelled alike: 1 edit apart (spelling similarity 80%).', 'Sounds alike: both read as NK (Double Metaphone).', 'Coordinated classes: 25 with 35.']);
    expect(result.sound).toBe(1);
    expect(result.score).toBeGreaterThan(0.75);
    expect(result.score).toBeLessThan(1);
  });

  it('explains a look-alike and discounts unrelated classes', () => {
    const result = scoreMark({ mark: 'Nike', classes: [25] }, register[4]!);
    expect(result.reasons).toContain('Looks alike: both read as "nlke" once look-alike characters are merged.');
    expect(result.reasons).toContain('No shared or coordinated class.');
    expect(result.score).toBeLessThan(scoreMark({ mark: 'Nike', classes: [45] }, register[4]!).score);
  });

  it('names a near sound in words', () => {
    expect(scoreMark({ mark: 'Nike', classes: [9] }, register[1]!).reasons).toEqual(['Sounds similar: NK and NKN (Double Metaphone, 91%).', 'Same class: 9.']);
  });

  it('keeps an unrelated mark low even in the same class', () => {
    const result = scoreMark({ mark: 'Nike', classes: [25] }, register[2]!);
    expect(result.score).toBeLessThan(0.4);
    expect(result.reasons).toEqual(['Same class: 25.']);
  });

  it('treats every class as in play when the search names none', () => {
    expect(scoreMark({ mark: 'Nike', classes: [] }, register[1]!).reasons.some((r) => r.includes('class'))).toBe(false);
  });
});

describe('rankMarks', () => {
  it('ranks by score, then serial number, within the limit and minimum', () => {
    const results = rankMarks({ mark: 'Nike', classes: [25] }, register, { limit: 3, minScore: 0.3 });
    expect(results.map((r) => r.serialNumber)).toEqual(['90000001', '90000004', '90000005']);
    expect(results[0]).toMatchObject({ mark: 'NIKE', status: 'Registered', owner: 'Nike, Inc.', classes: [25], score: 1 });
    for (const r of results) expect(TrademarkResultSchema.parse(r)).toEqual(r);
    expect(rankMarks({ mark: 'Nike', classes: [25] }, [...register].reverse(), { limit: 3, minScore: 0.3 })).toEqual(results);
  });

  it('leaves out marks under the minimum', () => {
    expect(rankMarks({ mark: 'Nike', classes: [25] }, register, { limit: 10, minScore: 0.99 }).map((r) => r.serialNumber)).toEqual(['90000001']);
  });
});
