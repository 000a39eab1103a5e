import { useCallback, useEffect, useState } from 'react';
import { getAdminSales } from '@iprism/shared/api';
import type { AdminSales } from '@iprism/shared/contracts';
import { errorText } from '../notifications/error-text';

/** The sales figures, loaded again on reload() (after marking paid, voiding or refunding). */
export function useSales() {
  const [sales, setSales] = useState<AdminSales | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getAdminSales(controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        setSales(next);
        setError(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(errorText(err));
      },
    );
    return () => controller.abort();
  }, [tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const retry = useCallback(() => {
    setSales(null);
    setError(null);
    setTick((n) => n + 1);
  }, []);
  return { sales, error, reload, retry };
}
