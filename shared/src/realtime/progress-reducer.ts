import {
  DEFAULT_ERROR_TYPE,
  PROGRESS_DONE,
  PROGRESS_ERROR,
  PROGRESS_STAGES,
  ProgressPayloadSchema,
  SUBTASK_TYPE,
  isProgressStage,
  type ProgressStage,
  type StageTaskState,
} from '../contracts/progress';

/** The application progress record and its rules (SPEC §3 record, §4 live progress). Pure: no timers, no I/O. */

/** A stage's overall state; the error fields are present only while the stage is failed. */
export interface StageGlobal {
  progress: number;
  message: string;
  final: boolean;
  timestamp: number;
  error?: boolean;
  errorMessage?: string;
  errorType?: string;
}

export type StageTask = StageTaskState;

export interface StageProgress {
  global: StageGlobal;
  /** Keyed by task id. */
  tasks: Record<string, StageTask>;
}

export type ApplicationProgress = Record<ProgressStage, StageProgress>;

/** Keyed by application id. */
export type ProgressState = Record<string, ApplicationProgress>;

/** SPEC §4/§9: a completed stage has its final flag set again this long after completion. */
export const FINAL_REASSERT_DELAY_MS = 2_000;

/** Work the caller must schedule: call `reassertFinal` with it after `delayMs`. */
export interface ReassertFinalEffect {
  kind: 'reassert-final';
  applicationId: string;
  stage: ProgressStage;
  delayMs: number;
}

export interface ApplyProgressResult {
  /** The same object as the input state when the payload was ignored. */
  state: ProgressState;
  /** For the caller's logger: this module does no logging. */
  warnings: string[];
  effects: ReassertFinalEffect[];
}

const EMPTY_STAGE: StageProgress = { global: { progress: 0, message: '', final: false, timestamp: 0 }, tasks: {} };

/** An application nothing has been reported for: every stage at 0, not final, no tasks. */
export const EMPTY_APPLICATION_PROGRESS: ApplicationProgress = Object.fromEntries(PROGRESS_STAGES.map((s) => [s, EMPTY_STAGE])) as ApplicationProgress;

/** Own keys only: an id such as "constructor" must not find Object.prototype's member. */
export function applicationProgressOf(state: ProgressState, applicationId: string): ApplicationProgress | undefined {
  return Object.hasOwn(state, applicationId) ? state[applicationId] : undefined;
}

const ignored = (state: ProgressState, warning?: string): ApplyProgressResult => ({ state, warnings: warning ? [warning] : [], effects: [] });

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

function withStage(state: ProgressState, applicationId: string, stage: ProgressStage, next: StageProgress): ProgressState {
  const application = applicationProgressOf(state, applicationId) ?? EMPTY_APPLICATION_PROGRESS;
  return { ...state, [applicationId]: { ...application, [stage]: next } };
}

/**
 * Applies one progress payload (from `progress`, `user-progress` or `app-progress`), SPEC §4:
 * -1 fails the stage (error type from the task type, final set); 100 or final completes it and asks
 * for the final flag to be set again 2 s later; a subtask only updates its task entry.
 * A non-object or an unknown stage is ignored with a warning; a payload without application id or
 * stage is ignored silently, as SPEC §4 says.
 */
export function applyProgress(state: ProgressState, raw: unknown, now: number): ApplyProgressResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ignored(state, 'Ignoring progress payload that is not an object');
  const { applicationId, stage } = raw as Record<string, unknown>;
  if (!isPresent(applicationId) || !isPresent(stage)) return ignored(state);
  if (!isProgressStage(stage)) return ignored(state, `Ignoring progress for unknown stage ${JSON.stringify(stage)}`);
  const parsed = ProgressPayloadSchema.safeParse(raw);
  if (!parsed.success) return ignored(state, `Ignoring malformed progress payload for ${stage} of application ${String(applicationId)}`);

  const payload = parsed.data;
  const timestamp = payload.timestamp ?? now;
  const current = applicationProgressOf(state, payload.applicationId)?.[stage] ?? EMPTY_STAGE;
  const { task } = payload;
  const tasks = task ? { ...current.tasks, [task.id]: { progress: payload.progress, message: payload.message, type: task.type, timestamp } } : current.tasks;

  if (task?.type === SUBTASK_TYPE) {
    return { state: withStage(state, payload.applicationId, stage, { global: current.global, tasks }), warnings: [], effects: [] };
  }
  if (payload.progress === PROGRESS_ERROR) {
    const global: StageGlobal = {
      progress: PROGRESS_ERROR,
      message: payload.message,
      final: true,
      timestamp,
      error: true,
      errorMessage: payload.message,
      errorType: task?.type ?? DEFAULT_ERROR_TYPE,
    };
    return { state: withStage(state, payload.applicationId, stage, { global, tasks }), warnings: [], effects: [] };
  }
  const completed = payload.final || payload.progress === PROGRESS_DONE;
  // A non-error update replaces the record, so a stage that is retried sheds its old error fields.
  const global: StageGlobal = { progress: payload.progress, message: payload.message, final: completed, timestamp };
  const effects: ReassertFinalEffect[] = completed ? [{ kind: 'reassert-final', applicationId: payload.applicationId, stage, delayMs: FINAL_REASSERT_DELAY_MS }] : [];
  return { state: withStage(state, payload.applicationId, stage, { global, tasks }), warnings: [], effects };
}

/**
 * Sets a completed stage's final flag again (SPEC §4, 2 s after completion). Progress arrives on three
 * events and is replayed on reconnect, so a late update of the same run may have cleared the flag in
 * between. A stage that has failed or been reset to 0 since is left alone.
 */
export function reassertFinal(state: ProgressState, effect: ReassertFinalEffect): ProgressState {
  const current = applicationProgressOf(state, effect.applicationId)?.[effect.stage];
  if (!current || current.global.final || current.global.error || current.global.progress <= 0) return state;
  return withStage(state, effect.applicationId, effect.stage, { ...current, global: { ...current.global, final: true } });
}

/** SPEC §4: a stage is active while above 0, below 100 and not final. */
export function isStageActive(stage: StageProgress): boolean {
  const { progress, final } = stage.global;
  return progress > 0 && progress < PROGRESS_DONE && !final;
}

const isCompleted = (stage: StageProgress) => stage.global.final && stage.global.progress === PROGRESS_DONE;

/**
 * SPEC §4: every stage that is final at 100 goes back to progress 0, an empty message and no tasks.
 * Returns the same object when nothing was completed, so subscribers are not woken for nothing.
 */
export function clearCompletedStages(state: ProgressState): ProgressState {
  let changed = false;
  // fromEntries defines own keys, so even an application id of "__proto__" stays a plain entry.
  const next: ProgressState = Object.fromEntries(
    Object.entries(state).map(([applicationId, application]) => {
      const cleared = { ...application };
      for (const stage of PROGRESS_STAGES) {
        if (!isCompleted(application[stage])) continue;
        cleared[stage] = { global: { ...application[stage].global, progress: 0, message: '' }, tasks: {} };
        changed = true;
      }
      return [applicationId, cleared];
    }),
  );
  return changed ? next : state;
}
