import { calibratedScore, calibrationError, fitCalibration, reliabilityTable } from './calibration';

/** Seeded uniform numbers, so the test data is the same at every run. */
function uniform(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('calibration', () => {
  it('maps over-confident model scores to how often they are right', () => {
    const next = uniform(7);
    // The model says p, but is right only p² of the time; neighbours agree more often with right answers.
    const samples = Array.from({ length: 6000 }, () => {
      const p = next();
      const hit = next() < p * p;
      return { signals: { model: p, neighbours: hit ? next() * 0.8 : next() * 0.3, titles: 0 }, hit };
    });
    const calibration = fitCalibration(samples.slice(0, 4000));
    const raw = reliabilityTable(samples.slice(4000).map((s) => ({ score: s.signals.model, hit: s.hit })));
    const fitted = reliabilityTable(samples.slice(4000).map((s) => ({ score: calibratedScore(calibration, s.signals), hit: s.hit })));
    expect(calibrationError(raw)).toBeGreaterThan(0.1);
    expect(calibrationError(fitted)).toBeLessThan(0.05);
    expect(calibratedScore(calibration, { model: 0.9, neighbours: 0.7, titles: 0 })).toBeGreaterThan(calibratedScore(calibration, { model: 0.9, neighbours: 0, titles: 0 }));
  });

  it('bins predictions by score with their mean score and share right', () => {
    const table = reliabilityTable(
      [
        { score: 0.05, hit: false },
        { score: 0.15, hit: false },
        { score: 0.75, hit: true },
        { score: 0.72, hit: false },
        { score: 1, hit: true },
      ],
      10,
    );
    expect(table).toHaveLength(10);
    expect(table[7]).toEqual({ from: 0.7, to: 0.8, count: 2, meanScore: expect.closeTo(0.735, 5), observed: 0.5 });
    expect(table[9]).toMatchObject({ count: 1, observed: 1 });
    expect(calibrationError(table)).toBeCloseTo((0.05 + 0.15 + 2 * 0.235 + 0) / 5, 5);
    expect(calibrationError(reliabilityTable([]))).toBe(0);
  });
});
