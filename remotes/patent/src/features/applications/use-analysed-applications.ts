import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import type { ApplicationRecord } from '@iprism/shared/contracts/applications';
import { formErrorMessage } from '../account/api-errors';

/** The caller's analysed applications, newest first (one page is enough to choose from), loaded once `wanted`. */
export function useAnalysedApplications(wanted: boolean): { items: ApplicationRecord[]; error: string | null } {
  const { data, error } = useQuery({ ...applicationQueries.page({ status: 'completed', pageSize: 100 }), enabled: wanted });
  return { items: data?.items ?? [], error: error ? (formErrorMessage(error) ?? 'Your applications could not be loaded.') : null };
}
