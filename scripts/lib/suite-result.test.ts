import { fromJestReport, fromPlaywrightReport, summaryLine } from './suite-result';

describe('suite results', () => {
  it('sums every suite into the closing line', () => {
    const results = [
      fromJestReport('unit', { numPassedTests: 10, numFailedTests: 1, numPendingTests: 0, numRuntimeErrorTestSuites: 1 }, 1),
      fromPlaywrightReport('e2e', { expected: 4, unexpected: 0, flaky: 1, skipped: 2 }, 1),
      { name: 'typecheck', passed: 1, failed: 0, skipped: 0, seconds: 1 },
    ];
    expect(summaryLine(results)).toBe('16 passed, 2 failed, 2 skipped');
  });

  it('omits skipped when none', () => {
    expect(summaryLine([{ name: 'x', passed: 3, failed: 0, skipped: 0, seconds: 0 }])).toBe('3 passed, 0 failed');
  });
});
