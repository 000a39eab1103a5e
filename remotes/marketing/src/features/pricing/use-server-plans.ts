import { useEffect, useState } from 'react';
import { listPlans } from '@iprism/shared/api';
import type { Plan as ServerPlan } from '@iprism/shared/contracts';

/** The catalogue from the server (the one source of prices): null while loading, an error message when it failed. */
export function useServerPlans(): { plans: ServerPlan[] | null; error: string | null } {
  const [plans, setPlans] = useState<ServerPlan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listPlans(controller.signal).then(
      (list) => !controller.signal.aborted && setPlans(list),
      () => !controller.signal.aborted && setError('Prices could not be loaded. Please reload the page.'),
    );
    return () => controller.abort();
  }, []);
  return { plans, error };
}
