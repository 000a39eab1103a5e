import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import { ARCHIVES_PATH } from '../applications/paths';
import { ReportPending } from './ReportPending';
import { ReportView } from './ReportView';
import { useReport } from './use-report';

/** The report of one application: loading, not ready yet (live progress), failed, or the report. */
export function ReportScreen({ applicationId }: { applicationId: string }) {
  const report = useReport(applicationId);
  if (report.status === 'ready') return <ReportView report={report.data} />;
  if (report.status === 'pending') return <ReportPending applicationId={applicationId} message={report.message} />;
  if (report.status === 'error') {
    return (
      <Alert
        severity="error"
        data-testid="report-error"
        action={
          report.notFound ? (
            <Button component={RouterLink} to={ARCHIVES_PATH} color="inherit" size="small">
              Archives
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={report.retry} aria-label="Retry loading the report">
              Retry
            </Button>
          )
        }
      >
        {report.message}
      </Alert>
    );
  }
  return (
    <Box role="status" data-testid="report-loading">
      <Box component="span" sx={visuallyHiddenSx}>
        Loading the report…
      </Box>
      <Stack spacing={2} aria-hidden>
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    </Box>
  );
}
