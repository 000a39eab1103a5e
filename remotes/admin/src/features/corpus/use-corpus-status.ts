import { useCallback, useEffect, useState } from 'react';
import { getCorpusStatus } from '@iprism/shared/api';
import type { CorpusStatus } from '@iprism/shared/contracts';
import { errorText } from '../notifications/error-text';
import { CORPUS_REFRESH_MS, corpusIsBusy } from './corpus-refresh';

/** The corpus status, asked again every few seconds while an import or the embedding is running. */
export function useCorpusStatus() {
  const [status, setStatus] = useState<CorpusStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    getCorpusStatus(controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setStatus(next);
        setError(null);
        if (corpusIsBusy(next)) timer = setTimeout(() => setTick((n) => n + 1), CORPUS_REFRESH_MS);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(errorText(err));
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { status, error, reload };
}
