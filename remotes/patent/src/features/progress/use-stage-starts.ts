import { useState } from 'react';
import type { ApplicationProgress } from '@iprism/shared/realtime';
import { nextStageStarts, type StageStarts } from './elapsed';

/**
 * Remembers when each running stage was first seen (the atoms keep only the latest report's time).
 * Adjusted during render, React's pattern for state that follows a prop, so the first paint of a new
 * report already has its start; `nextStageStarts` returns the same object when nothing changed, which
 * ends the re-render.
 */
export function useStageStarts(progress: ApplicationProgress): StageStarts {
  const [starts, setStarts] = useState<StageStarts>({});
  const next = nextStageStarts(starts, progress);
  if (next !== starts) setStarts(next);
  return next;
}
