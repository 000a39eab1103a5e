import { PROGRESS_DONE, PROGRESS_STAGES, type ProgressStage } from '@iprism/shared/contracts/progress';
import type { ApplicationProgress, StageProgress } from '@iprism/shared/realtime';
import { stageStateOf } from './stage-state';

/** Elapsed time of running stages: when each was first seen running, and how that reads. Pure. */

const SECOND_MS = 1_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "0:07", "12:05", "1:02:03" (hours only past the first). Clock skew between server and browser reads 0:00. */
export function formatElapsed(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / SECOND_MS));
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** When each running stage was first seen running, in server milliseconds. */
export type StageStarts = Partial<Record<ProgressStage, number>>;

/**
 * The earliest time this run of the stage shows: its record's time and its tasks under way. Finished and
 * failed tasks are left out, since they may belong to an earlier run of a retried stage.
 */
function earliestSeen(stage: StageProgress): number | undefined {
  const times = [stage.global.timestamp, ...Object.values(stage.tasks).filter((t) => t.progress > 0 && t.progress < PROGRESS_DONE).map((t) => t.timestamp)].filter((t) => t > 0);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/**
 * The starts after `progress` changed: a running stage keeps the first time seen (the record only holds
 * the latest report's time, so the start has to be remembered across updates); a stage that stopped
 * running is dropped, so a retry starts its own clock. Returns `previous` itself when nothing changed.
 */
export function nextStageStarts(previous: StageStarts, progress: ApplicationProgress): StageStarts {
  const next: StageStarts = {};
  for (const stage of PROGRESS_STAGES) {
    if (stageStateOf(progress[stage]) !== 'running') continue;
    const seen = earliestSeen(progress[stage]);
    const start = Math.min(previous[stage] ?? Infinity, seen ?? Infinity);
    if (Number.isFinite(start)) next[stage] = start;
  }
  const same = PROGRESS_STAGES.every((s) => previous[s] === next[s]);
  return same ? previous : next;
}
