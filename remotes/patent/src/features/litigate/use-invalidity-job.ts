import { useEffect, useState } from 'react';
import { getInvaliditySearch } from '@iprism/shared/api';
import type { InvalidityJob } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';

export type JobState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; job: InvalidityJob };

/** How often a running search is read again: its progress moves every few hundred milliseconds. */
const POLL_MS = 1000;

/** The search `id` read from the server, read again every second while it runs (its live progress). */
export function useInvalidityJob(id: string | null): [JobState, (job: InvalidityJob) => void] {
  const [state, setState] = useState<JobState>({ status: id ? 'loading' : 'idle' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'loading' });
    const read = async () => {
      try {
        const job = await getInvaliditySearch(id, controller.signal);
        setState({ status: 'ready', job });
        if (job.status === 'running') timer = setTimeout(() => void read(), POLL_MS);
      } catch (err) {
        if (!controller.signal.aborted) setState({ status: 'error', message: loadErrorMessage(err) });
      }
    };
    void read();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [id]);
  return [state, (job) => setState({ status: 'ready', job })];
}
