import { useEffect, useRef, useState } from 'react';
import { checkDraftClaims } from '@iprism/shared/api';
import type { DraftingCheckResponse } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';

/** Quiet time after the last keystroke before the claims are checked again. */
export const CHECK_DEBOUNCE_MS = 400;

export type LiveCheck = { status: 'idle' | 'checking'; result: DraftingCheckResponse | null; error: string | null };

/**
 * Runs the server's drafting checks on the claims and specification as they are typed (debounced); a newer
 * edit aborts the older request, so findings always belong to the text on screen or to the one just before.
 */
export function useLiveCheck(claims: string, specification: string, resolvedMarks: readonly string[]): LiveCheck {
  const [state, setState] = useState<LiveCheck>({ status: 'idle', result: null, error: null });
  const marks = useRef(resolvedMarks);
  marks.current = resolvedMarks;
  const marksKey = resolvedMarks.join('|');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, status: 'checking' }));
      checkDraftClaims({ claims, specification, resolvedMarks: [...marks.current] }, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setState({ status: 'idle', result, error: null });
        },
        (err: unknown) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'idle', error: loadErrorMessage(err) }));
        },
      );
    }, CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [claims, specification, marksKey]);
  return state;
}
