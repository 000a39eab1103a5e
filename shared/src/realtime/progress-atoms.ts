import { atom, type Atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import type { ProgressStage } from '../contracts/progress';
import type { StorageLike } from '../logger/console-logger';
import { browserStorage } from './browser';
import { systemClock, type Clock } from './clock';
import { pageSingleton } from './page-singleton';
import { clearSavedProgress, loadProgress, saveProgress } from './progress-persistence';
import { applyProgressSnapshot } from './progress-snapshot-apply';
import {
  EMPTY_APPLICATION_PROGRESS,
  applicationProgressOf,
  applyProgress,
  clearCompletedStages,
  reassertFinal,
  type ApplicationProgress,
  type ProgressState,
  type StageProgress,
} from './progress-reducer';

export interface ProgressAtomsDeps {
  storage: StorageLike | null;
  clock: Pick<Clock, 'now' | 'setTimeout'>;
}

export interface ProgressAtoms {
  /** Every application's record, keyed by application id (read-only: write through the actions). */
  progressAtom: Atom<ProgressState>;
  /** Applies one progress payload; returns the reducer's warnings for the caller to log. */
  applyProgressAtom: WritableAtom<null, [payload: unknown], string[]>;
  /** Applies a stored `ProgressSnapshot` (newer live state wins); returns warnings for the caller to log. */
  applySnapshotAtom: WritableAtom<null, [snapshot: unknown], string[]>;
  clearCompletedStagesAtom: WritableAtom<null, [], void>;
  /** Forgets every application's record, in memory and in storage (sign-out: it belongs to the previous user). */
  clearAllProgressAtom: WritableAtom<null, [], void>;
  /** The six stages of one application (all empty until something is reported). Stable per id. */
  applicationProgressAtom(applicationId: string): Atom<ApplicationProgress>;
  /** One stage of one application. Stable per id and stage. */
  stageProgressAtom(applicationId: string, stage: ProgressStage): Atom<StageProgress>;
}

/**
 * The progress record as jotai atoms, restored from and saved to localStorage (SPEC §4). The
 * reducer's 2 s final re-set is run here, with the injected clock.
 */
export function createProgressAtoms({ storage, clock }: ProgressAtomsDeps): ProgressAtoms {
  const stateAtom = atom<ProgressState>(loadProgress(storage, clock.now()));
  const progressAtom = atom((get) => get(stateAtom));

  const commit = (get: Getter, set: Setter, next: ProgressState) => {
    if (next === get(stateAtom)) return;
    set(stateAtom, next);
    saveProgress(storage, next, clock.now());
  };

  const applyProgressAtom = atom(null, (get, set, payload: unknown): string[] => {
    const result = applyProgress(get(stateAtom), payload, clock.now());
    commit(get, set, result.state);
    for (const effect of result.effects) {
      clock.setTimeout(() => commit(get, set, reassertFinal(get(stateAtom), effect)), effect.delayMs);
    }
    return result.warnings;
  });

  const applySnapshotAtom = atom(null, (get, set, snapshot: unknown): string[] => {
    const result = applyProgressSnapshot(get(stateAtom), snapshot);
    commit(get, set, result.state);
    return result.warnings;
  });

  const clearCompletedStagesAtom = atom(null, (get, set) => commit(get, set, clearCompletedStages(get(stateAtom))));

  // Removed rather than saved empty, so nothing of the previous user's record stays behind. A final
  // re-set still pending finds no stage to re-set (reassertFinal leaves an unknown stage alone).
  const clearAllProgressAtom = atom(null, (_get, set) => {
    set(stateAtom, {});
    clearSavedProgress(storage);
  });

  // Hooks need the same atom object on every render, so derived atoms are memoised per key.
  const byApplication = new Map<string, Atom<ApplicationProgress>>();
  const applicationProgressAtom = (applicationId: string) => {
    let derived = byApplication.get(applicationId);
    if (!derived) {
      derived = atom((get) => applicationProgressOf(get(stateAtom), applicationId) ?? EMPTY_APPLICATION_PROGRESS);
      byApplication.set(applicationId, derived);
    }
    return derived;
  };

  const byStage = new Map<string, Atom<StageProgress>>();
  const stageProgressAtom = (applicationId: string, stage: ProgressStage) => {
    const key = JSON.stringify([applicationId, stage]);
    let derived = byStage.get(key);
    if (!derived) {
      const application = applicationProgressAtom(applicationId);
      derived = atom((get) => get(application)[stage]);
      byStage.set(key, derived);
    }
    return derived;
  };

  return { progressAtom, applyProgressAtom, applySnapshotAtom, clearCompletedStagesAtom, clearAllProgressAtom, applicationProgressAtom, stageProgressAtom };
}

/** The page's progress record, shared by the socket client and every hook (see pageSingleton). */
export const progressAtoms: ProgressAtoms = pageSingleton('progress-atoms', () => createProgressAtoms({ storage: browserStorage(), clock: systemClock }));
