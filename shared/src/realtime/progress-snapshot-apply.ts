import { DEFAULT_ERROR_TYPE, ProgressSnapshotSchema, type StageSnapshot } from '../contracts/progress';
import { EMPTY_APPLICATION_PROGRESS, applicationProgressOf, type ProgressState, type StageGlobal, type StageProgress } from './progress-reducer';

/** Applying a stored snapshot to the progress record (SPEC §3 record). Pure: no timers, no I/O. */

export interface ApplySnapshotResult {
  /** The same object as the input state when nothing changed. */
  state: ProgressState;
  warnings: string[];
}

function globalOf(s: StageSnapshot): StageGlobal {
  const global: StageGlobal = { progress: s.progress, message: s.message, final: s.final, timestamp: s.timestamp };
  return s.error ? { ...global, error: true, errorMessage: s.errorMessage ?? s.message, errorType: s.errorType ?? DEFAULT_ERROR_TYPE } : global;
}

/** The stage after the snapshot, or null when the snapshot has nothing newer than what is shown. */
function mergeStage(current: StageProgress, s: StageSnapshot): StageProgress | null {
  // Equal times mean the same report: the stored one wins, since a record restored from storage may
  // have been cleared (SPEC §4) while keeping its time.
  const global = s.timestamp >= current.global.timestamp ? globalOf(s) : current.global;
  const newer = Object.entries(s.tasks).filter(([id, task]) => task.timestamp >= (current.tasks[id]?.timestamp ?? -Infinity));
  if (global === current.global && newer.length === 0) return null;
  return { global, tasks: { ...current.tasks, ...Object.fromEntries(newer) } };
}

/**
 * Applies a stored snapshot (`ProgressSnapshot`: the REST application detail or the socket's
 * `request-progress` acknowledgement). Unlike replaying each stage as a progress payload it keeps the
 * error type and the task map, and it never moves a stage back in time: a live update that arrived while
 * the snapshot was on its way is newer and stays. Stages the snapshot leaves out are left alone.
 */
export function applyProgressSnapshot(state: ProgressState, raw: unknown): ApplySnapshotResult {
  const parsed = ProgressSnapshotSchema.safeParse(raw);
  if (!parsed.success) return { state, warnings: ['Ignoring malformed progress snapshot'] };
  const { applicationId, stages } = parsed.data;
  const application = applicationProgressOf(state, applicationId) ?? EMPTY_APPLICATION_PROGRESS;
  let next = application;
  for (const s of stages) {
    const merged = mergeStage(next[s.stage], s);
    if (merged) next = { ...next, [s.stage]: merged };
  }
  return { state: next === application ? state : { ...state, [applicationId]: next }, warnings: [] };
}
