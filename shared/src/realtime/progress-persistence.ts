import { z } from 'zod';
import { StageTaskStateSchema } from '../contracts/progress';
import type { StorageLike } from '../logger/console-logger';
import { clearCompletedStages, type ProgressState } from './progress-reducer';

/** Progress kept across reloads (SPEC §4 live progress, §9 saved progress lifetime and cache version). */

export const PROGRESS_STORAGE_KEY = 'webhooksState';
export const PROGRESS_CACHE_VERSION = '1.1.0';
export const PROGRESS_MAX_AGE_MS = 3_600_000;

const StageProgressSchema = z.object({
  global: z.object({
    progress: z.number(),
    message: z.string(),
    final: z.boolean(),
    timestamp: z.number(),
    error: z.boolean().optional(),
    errorMessage: z.string().optional(),
    errorType: z.string().optional(),
  }),
  tasks: z.record(StageTaskStateSchema),
});

const ApplicationProgressSchema = z.object({
  upload: StageProgressSchema,
  report: StageProgressSchema,
  priorArt: StageProgressSchema,
  idsAnalysis: StageProgressSchema,
  idsTransformation: StageProgressSchema,
  idsClassification: StageProgressSchema,
});

/** Storage is written by older builds and other code on the origin, so it is parsed, not trusted. */
const SavedProgressSchema = z.object({
  cacheVersion: z.string(),
  savedAt: z.number(),
  applications: z.record(ApplicationProgressSchema),
});
export type SavedProgress = z.infer<typeof SavedProgressSchema>;

export function serializeProgress(state: ProgressState, now: number): string {
  const saved: SavedProgress = { cacheVersion: PROGRESS_CACHE_VERSION, savedAt: now, applications: state };
  return JSON.stringify(saved);
}

/**
 * The saved progress, or an empty record when there is none, it is unreadable, of another cache
 * version or saved more than an hour ago. Completed stages come back cleared (SPEC §4).
 */
export function parseSavedProgress(raw: string | null, now: number): ProgressState {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  const parsed = SavedProgressSchema.safeParse(json);
  if (!parsed.success) return {};
  const { cacheVersion, savedAt, applications } = parsed.data;
  if (cacheVersion !== PROGRESS_CACHE_VERSION || now - savedAt > PROGRESS_MAX_AGE_MS) return {};
  return clearCompletedStages(applications);
}

/** Saves under 'webhooksState'; a full or blocked storage only loses the cache, never the live state. */
export function saveProgress(storage: StorageLike | null, state: ProgressState, now: number): void {
  try {
    storage?.setItem(PROGRESS_STORAGE_KEY, serializeProgress(state, now));
  } catch {
    // Quota exceeded or storage disabled: the record lives on in memory.
  }
}

/**
 * Removes the saved progress (sign-out): the record names another user's applications and stages, and
 * localStorage outlives the session, so the next person on this browser must not inherit it.
 */
export function clearSavedProgress(storage: StorageLike | null): void {
  try {
    storage?.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Storage disabled: there was nothing saved to remove.
  }
}

export function loadProgress(storage: StorageLike | null, now: number): ProgressState {
  try {
    return parseSavedProgress(storage?.getItem(PROGRESS_STORAGE_KEY) ?? null, now);
  } catch {
    return {};
  }
}
