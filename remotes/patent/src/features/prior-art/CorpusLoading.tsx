import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import { corpusQueries } from '@iprism/shared/api/prior-art-queries';
import { corpusLoadingMessage, type CorpusLoad } from '@iprism/shared/contracts/patents';

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
  const { data: load } = useQuery({
    ...corpusQueries.load(),
    retry: false,
    refetchInterval: ({ state }) => (state.status === 'success' && state.data?.state === 'loading' ? CORPUS_LOAD_POLL_MS : false),
  });
  return <CorpusLoadingAlert load={load} spaced />;
}
