import { createStore } from 'jotai';
import { applicationQueries } from '../api/applications-queries';
import { createProgressAtoms } from './progress-atoms';
import { syncQueriesWithProgress } from './progress-query-sync';
import { createTestQueryClient } from '../api/test-query-client';

const clock = { now: () => Date.parse('2026-03-02T12:00:00Z'), setTimeout: () => 0 as unknown as ReturnType<typeof setTimeout> };

function setup() {
  const store = createStore();
  const progress = createProgressAtoms({ storage: null, clock });
  const queryClient = createTestQueryClient();
  for (const id of ['app_1', 'app_2']) {
    queryClient.setQueryData(applicationQueries.report(id).queryKey, { id } as never);
    queryClient.setQueryData(applicationQueries.ids(id).queryKey, { id } as never);
  }
  queryClient.setQueryData(applicationQueries.page({ pageSize: 100 }).queryKey, { items: [], page: 1, pageSize: 100, total: 0 });
  const stop = syncQueriesWithProgress(store, progress, queryClient);
  const report = (applicationId: string, stage: string, value: number, final = false) =>
    store.set(progress.applyProgressAtom, { applicationId, stage, progress: value, message: `${stage} ${value}`, final, timestamp: Date.now() });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { report, stale, stop };
}

describe('progress → queries', () => {
  it('invalidates only the application whose stage finished, and every list of applications', () => {
    const { report, stale } = setup();
    report('app_1', 'report', 50);
    expect(stale(applicationQueries.report('app_1').queryKey)).toBe(false);
    report('app_1', 'report', 100, true);
    expect(stale(applicationQueries.report('app_1').queryKey)).toBe(true);
    expect(stale(applicationQueries.ids('app_1').queryKey)).toBe(true);
    expect(stale(applicationQueries.page({ pageSize: 100 }).queryKey)).toBe(true);
    expect(stale(applicationQueries.report('app_2').queryKey)).toBe(false);
  });

  it('invalidates on a failed stage too, and stops with its unsubscribe', () => {
    const { report, stale, stop } = setup();
    report('app_2', 'idsAnalysis', -1, true);
    expect(stale(applicationQueries.ids('app_2').queryKey)).toBe(true);
    stop();
    report('app_1', 'report', 100, true);
    expect(stale(applicationQueries.report('app_1').queryKey)).toBe(false);
  });
});
