export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

/** Jest's --json report → counts. */
export function fromJestReport(name: string, report: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numRuntimeErrorTestSuites?: number }, seconds: number): SuiteResult {
  // A suite that failed to load has no tests to count; it still counts as one failure.
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  return { name, passed: report.numPassedTests, failed, skipped: report.numPendingTests, seconds };
}

/** Playwright's JSON reporter stats → counts. */
export function fromPlaywrightReport(name: string, stats: { expected: number; unexpected: number; flaky: number; skipped: number }, seconds: number): SuiteResult {
  return { name, passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, seconds };
}

/** The closing line CI reads: "N passed, N failed" (", N skipped" when any). */
export function summaryLine(results: readonly SuiteResult[]): string {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
