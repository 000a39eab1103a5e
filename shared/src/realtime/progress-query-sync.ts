import type { QueryClient } from '@tanstack/react-query';
import { applicationQueries } from '../api/applications-queries';
import { PROGRESS_DONE, PROGRESS_ERROR } from '../contracts/progress';
import type { JotaiStore } from './socket-client';
import type { ProgressAtoms } from './progress-atoms';
import type { ApplicationProgress, ProgressState, StageProgress } from './progress-reducer';

const settled = (stage: StageProgress | undefined): boolean =>
  Boolean(stage && (stage.global.final || stage.global.error || stage.global.progress === PROGRESS_ERROR || stage.global.progress >= PROGRESS_DONE));

function settledStages(progress: ApplicationProgress | undefined): Set<string> {
  if (!progress) return new Set();
  return new Set(Object.entries(progress).flatMap(([stage, value]) => (settled(value) ? [stage] : [])));
}

/** The applications of which a stage has just finished or failed: their stored results and status changed on the server. */
export function applicationsWithSettledStages(previous: ProgressState, next: ProgressState): string[] {
  return Object.keys(next).filter((id) => {
    if (next[id] === previous[id]) return false;
    const before = settledStages(previous[id]);
    return [...settledStages(next[id])].some((stage) => !before.has(stage));
  });
}

/**
 * Keeps the query cache in step with live progress: when a stage of an application finishes or fails,
 * that application's stage results and every list of applications are stale. Returns the unsubscribe.
 */
export function syncQueriesWithProgress(store: JotaiStore, progress: Pick<ProgressAtoms, 'progressAtom'>, queryClient: QueryClient): () => void {
  let previous = store.get(progress.progressAtom);
  return store.sub(progress.progressAtom, () => {
    const next = store.get(progress.progressAtom);
    const changed = applicationsWithSettledStages(previous, next);
    previous = next;
    if (changed.length === 0) return;
    for (const id of changed) void queryClient.invalidateQueries({ queryKey: applicationQueries.detail(id) });
    void queryClient.invalidateQueries({ queryKey: applicationQueries.pages() });
  });
}
