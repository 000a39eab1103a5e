import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import type { ApplicationPage } from '@iprism/shared/contracts/applications';
import { archiveRequest, type ArchiveParams } from './archive-params';

export interface ApplicationPageState {
  /** The rows shown; kept while the next page loads, so the table does not jump. */
  data: ApplicationPage | null;
  loading: boolean;
  error: string | null;
}

/** One page of the archive for the view in the URL; an older answer never overwrites a newer view. */
export function useApplicationPage(params: ArchiveParams) {
  const { page, pageSize, q, status, from, to } = params;
  const query = useQuery({ ...applicationQueries.page(archiveRequest({ page, pageSize, q, status, from, to })), placeholderData: keepPreviousData });
  // The last rows stay under an error too (a failed page has no placeholder), as the table shows them with the alert.
  const [shown, setShown] = useState<ApplicationPage | null>(null);
  if (query.data && query.data !== shown) setShown(query.data);
  const state: ApplicationPageState = { data: query.data ?? shown, loading: query.isFetching, error: query.error ? apiErrorText(query.error) : null };
  return { ...state, reload: () => void query.refetch() };
}
