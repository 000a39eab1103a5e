import { useEffect, useState } from 'react';
import { listApplicationPage } from '@iprism/shared/api';
import type { ApplicationRecord } from '@iprism/shared/contracts';
import { formErrorMessage } from '../account/api-errors';

/** The caller's analysed applications, newest first (one page is enough to choose from), loaded once `wanted`. */
export function useAnalysedApplications(wanted: boolean): { items: ApplicationRecord[]; error: string | null } {
  const [items, setItems] = useState<ApplicationRecord[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    listApplicationPage({ status: 'completed', pageSize: 100 }, controller.signal).then(
      (page) => setItems(page.items),
      (err: unknown) => {
        if (!controller.signal.aborted) setError(formErrorMessage(err) ?? 'Your applications could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [wanted]);
  return { items, error };
}
