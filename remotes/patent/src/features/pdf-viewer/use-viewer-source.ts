import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import type { ApplicationFileContent } from '@iprism/shared/api/applications';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import type { Report } from '@iprism/shared/contracts/report';

export type ViewerSource =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `report` is null while it is not ready (409) or could not be read: the document still shows. */
  | { status: 'ready'; file: ApplicationFileContent; report: Report | null };

/** The uploaded application document (with the token) and, beside it, its report for the findings. */
export function useViewerSource(applicationId: string): ViewerSource & { retry: () => void } {
  const queryClient = useQueryClient();
  const fileOptions = applicationQueries.file(applicationId, 'application');
  const reportOptions = applicationQueries.report(applicationId);
  const file = useQuery(fileOptions);
  const report = useQuery({ ...reportOptions, retry: false });
  const retry = () => {
    void queryClient.resetQueries({ queryKey: fileOptions.queryKey });
    void queryClient.resetQueries({ queryKey: reportOptions.queryKey });
  };
  if (file.isError) return { status: 'error', message: apiErrorText(file.error), retry };
  if (file.isPending || report.isPending) return { status: 'loading', retry };
  return { status: 'ready', file: file.data, report: report.isSuccess ? report.data : null, retry };
}
