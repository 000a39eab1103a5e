import { useEffect, useState } from 'react';
import { getInfringementChart } from '@iprism/shared/api';
import type { InfringementChart } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';

export type ChartState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; chart: InfringementChart };

/** The infringement chart `id` read from the server (charted when it was made: nothing to poll). */
export function useInfringementChart(id: string | null): [ChartState, (chart: InfringementChart) => void] {
  const [state, setState] = useState<ChartState>({ status: id ? 'loading' : 'idle' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getInfringementChart(id, controller.signal).then(
      (chart) => setState({ status: 'ready', chart }),
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: loadErrorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [id]);
  return [state, (chart) => setState({ status: 'ready', chart })];
}
