import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorText, isApiError } from '@iprism/shared/api/api-error';

export type StageResultState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** 409: the stage has not finished; `message` is the server's. */
  | { status: 'pending'; message: string }
  | { status: 'error'; message: string; notFound: boolean };

const notReady = (err: unknown): boolean => isApiError(err) && err.status === 409;

/**
 * The query options that make a stage result's 409 "not ready yet" rather than a failure: never retried,
 * asked for again every `pollMs` in case no live update arrives (socket down). The live update itself
 * invalidates the query (syncQueriesWithProgress).
 */
export function stageResultPolling(pollMs: number) {
  return {
    refetchInterval: (query: { state: { error: unknown } }) => (notReady(query.state.error) ? pollMs : false),
  } as const;
}

/** A stage result's query as the screens show it: loading (also while a Retry runs), ready, pending or failed. */
export function stageResultOf<T>(query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'isFetching'>): StageResultState<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  if (query.status === 'error') {
    if (notReady(query.error)) return { status: 'pending', message: (query.error as Error).message };
    if (!query.isFetching) return { status: 'error', message: apiErrorText(query.error), notFound: isApiError(query.error) && query.error.status === 404 };
  }
  return { status: 'loading' };
}
