import { documentShares, emptyChartTally, judgeMatch, tallyChart } from './chart-acceptance';

const match = (passage: string | null) => ({ passage });
const rare = () => 0.01;

describe('claim chart acceptance rules', () => {
  it('accepts a passage holding half the element and two specific terms', () => {
    expect(judgeMatch('a flywheel driving the pitching arm', match('The pitching arm is driven by a flywheel through a belt.'), rare)).toBe('accepted');
  });

  it('rejects a passage with less than half of the element', () => {
    expect(judgeMatch('a flywheel driving the pitching arm over a cam track', match('A flywheel stores energy.'), rare)).toBe('rejected');
  });

  it('rejects a match made only of common words', () => {
    const share = documentShares(['data signal control', 'data signal control unit', 'data signal', 'flywheel']);
    expect(judgeMatch('receiving a data signal', match('A data signal is received.'), share)).toBe('rejected');
  });

  it('rejects an element without a passage and does not judge an element too short to check', () => {
    expect(judgeMatch('a pitching arm', match(null), rare)).toBe('rejected');
    expect(judgeMatch('A device', match('Any passage at all.'), rare)).toBe('not judged');
  });
});

describe('chart tally', () => {
  it('counts every element against every reference', () => {
    const tally = emptyChartTally();
    const chart = {
      claimNumber: 1,
      references: ['US1', 'US2'],
      elements: [
        { index: 1, text: 'A device', matches: [{ publicationNumber: 'US1', passage: 'x', field: 'abstract', score: 1 }, { publicationNumber: 'US2', passage: null, field: null, score: 0 }] },
        {
          index: 2,
          text: 'a flywheel driving the pitching arm',
          matches: [
            { publicationNumber: 'US1', passage: 'A flywheel drives the pitching arm.', field: 'abstract', score: 1 },
            { publicationNumber: 'US2', passage: 'A bat.', field: 'abstract', score: 0 },
          ],
        },
      ],
    };
    tallyChart(tally, chart, rare);
    expect(tally).toEqual({ judged: 2, accepted: 1, notJudged: 2 });
  });
});
