import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { cpcQueries } from '@iprism/shared/api/cpc-queries';
import { CORPUS_REFRESH_MS, corpusIsBusy } from './corpus-refresh';

/** The corpus status, asked again every few seconds while an import or the embedding is running. */
export function useCorpusStatus() {
  const { data, error, refetch } = useQuery({
    ...cpcQueries.corpusStatus(),
    refetchInterval: ({ state }) => (state.status === 'success' && state.data !== undefined && corpusIsBusy(state.data) ? CORPUS_REFRESH_MS : false),
  });
  return { status: data ?? null, error: error ? apiErrorText(error) : null, reload: () => void refetch() };
}
