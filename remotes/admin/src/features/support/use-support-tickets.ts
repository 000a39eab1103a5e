import { useCallback, useEffect, useState } from 'react';
import { listAdminSupportTickets } from '@iprism/shared/api';
import type { AdminSupportTicket } from '@iprism/shared/contracts';
import { errorText } from '../notifications/error-text';

/** Every user's tickets (only those waiting, unless `all`), loaded again on reload() and after an answer. */
export function useSupportTickets(all: boolean) {
  const [tickets, setTickets] = useState<AdminSupportTicket[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listAdminSupportTickets(all ? null : 'open', controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setTickets(next);
        setError(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(errorText(err));
      },
    );
    return () => controller.abort();
  }, [all, tick]);

  const reload = useCallback(() => {
    setTickets(null);
    setError(null);
    setTick((n) => n + 1);
  }, []);
  return { tickets, error, reload };
}
