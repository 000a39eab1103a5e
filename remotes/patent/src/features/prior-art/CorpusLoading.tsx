import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { getCorpusLoad } from '@iprism/shared/api';
import { corpusLoadingMessage, type CorpusLoad } from '@iprism/shared/contracts';

/** While the corpus loads, its state is asked for again this often. */
export const CORPUS_LOAD_POLL_MS = 5000;

/** "Corpus loading: N of M documents" while the corpus an answer came from was still arriving; nothing once it is in. */
export function CorpusLoadingAlert({ load, spaced = false }: { load: CorpusLoad | undefined; spaced?: boolean }) {
  const message = load ? corpusLoadingMessage(load) : null;
  if (!message) return null;
  return (
    <Alert severity="info" role="status" data-testid="corpus-loading" sx={spaced ? { mb: 1.5 } : undefined}>
      {message}
    </Alert>
  );
}

/**
 * For results computed earlier (the report): asks whether the corpus is still loading, again every few
 * seconds until it is ready. A failed ask shows nothing; the results stand on their own. Spaced from what follows.
 */
export function CorpusLoadingNotice() {
  const [load, setLoad] = useState<CorpusLoad | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      getCorpusLoad(controller.signal).then(
        (next) => {
          if (controller.signal.aborted) return;
          setLoad(next);
          if (next.state === 'loading') timer = setTimeout(ask, CORPUS_LOAD_POLL_MS);
        },
        () => undefined,
      );
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return <CorpusLoadingAlert load={load} spaced />;
}
