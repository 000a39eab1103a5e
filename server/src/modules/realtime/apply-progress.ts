import { DEFAULT_ERROR_TYPE, PROGRESS_DONE, PROGRESS_ERROR, SUBTASK_TYPE, type ProgressPayload, type StageTaskState } from '@iprism/shared/contracts';

/**
 * SPEC §4 "live progress per stage" as pure functions of plain data: what one published payload
 * writes, and the stage state after it. No clock: the payload carries the publish time.
 */

/** A stage's global record (SPEC §3). */
export interface StageRecord {
  progress: number;
  message: string;
  final: boolean;
  /** Milliseconds since the epoch. */
  timestamp: number;
  error: boolean;
  errorMessage: string | null;
  errorType: string | null;
}

/** One stage of an application: its global record (null until a non-subtask reports) and its tasks by id. */
export interface StageState {
  global: StageRecord | null;
  tasks: Readonly<Record<string, StageTaskState>>;
}

export const EMPTY_STAGE_STATE: StageState = Object.freeze({ global: null, tasks: Object.freeze({}) });

/** A validated payload stamped by the bus. */
export type TimedProgressPayload = ProgressPayload & { timestamp: number };

/** The records one payload replaces: `global` null leaves the stage's record alone, `task` null touches no task. */
export interface ProgressWrites {
  global: StageRecord | null;
  task: { id: string; state: StageTaskState } | null;
}

/**
 * The rules, in order:
 * - a task of type `subtask` never writes the stage's global record;
 * - progress −1 is a failure: error set, the message kept as errorMessage, errorType = the task's
 *   type (default `unknown_error`), final set;
 * - progress 100 or final=true marks the stage complete (final);
 * - any other value is a running stage: a later report replaces an earlier failure (a retried stage);
 * - a payload with a task also records the task's progress, message, type and time.
 * The global record depends on the payload alone, never on the previous state, so stores can upsert
 * it without reading first.
 */
export function progressWrites(payload: TimedProgressPayload): ProgressWrites {
  const { task } = payload;
  return {
    global: task?.type === SUBTASK_TYPE ? null : globalRecordOf(payload),
    task: task ? { id: task.id, state: { progress: payload.progress, message: payload.message, type: task.type, timestamp: payload.timestamp } } : null,
  };
}

function globalRecordOf(payload: TimedProgressPayload): StageRecord {
  const base = { progress: payload.progress, message: payload.message, timestamp: payload.timestamp };
  if (payload.progress === PROGRESS_ERROR) {
    return { ...base, final: true, error: true, errorMessage: payload.message, errorType: payload.task?.type ?? DEFAULT_ERROR_TYPE };
  }
  return { ...base, final: payload.final || payload.progress === PROGRESS_DONE, error: false, errorMessage: null, errorType: null };
}

/** The stage state after `payload` (the stored state folds every publish through this). */
export function applyProgress(state: StageState, payload: TimedProgressPayload): StageState {
  const writes = progressWrites(payload);
  return {
    global: writes.global ?? state.global,
    tasks: writes.task ? { ...state.tasks, [writes.task.id]: writes.task.state } : state.tasks,
  };
}
