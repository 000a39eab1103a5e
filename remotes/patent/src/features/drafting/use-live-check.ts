import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { draftQueries } from '@iprism/shared/api/workspace-queries';
import type { DraftingCheckRequest, DraftingCheckResponse } from '@iprism/shared/contracts/drafting';
import { useDebouncedValue } from '@iprism/shared/ui';

/** Quiet time after the last keystroke before the claims are checked again. */
export const CHECK_DEBOUNCE_MS = 400;

export type LiveCheck = { status: 'idle' | 'checking'; result: DraftingCheckResponse | null; error: string | null };

/**
 * Runs the server's drafting checks on the claims and specification as they are typed (debounced); a newer
 * edit cancels the older request, so findings always belong to the text on screen or to the one just before.
 */
export function useLiveCheck(claims: string, specification: string, resolvedMarks: readonly string[]): LiveCheck {
  const marks = useRef(resolvedMarks);
  marks.current = resolvedMarks;
  const marksKey = resolvedMarks.join('|');
  // marksKey stands for the marks, a new array each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const request = useMemo<DraftingCheckRequest>(() => ({ claims, specification, resolvedMarks: [...marks.current] }), [claims, specification, marksKey]);
  const check = useQuery(draftQueries.check(useDebouncedValue(request, CHECK_DEBOUNCE_MS)));
  // The last findings stay on screen while the next text is checked, and when that check fails.
  const [last, setLast] = useState<DraftingCheckResponse | null>(null);
  if (check.data && check.data !== last) setLast(check.data);
  return { status: check.isFetching ? 'checking' : 'idle', result: check.data ?? last, error: check.error ? apiErrorText(check.error) : null };
}
