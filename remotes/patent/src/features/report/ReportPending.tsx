import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useApplicationProgress } from '@iprism/shared/realtime';
import { loadProgressSnapshot } from '../applications/progress-loader';
import { LiveProgressPanel } from '../progress/LiveProgressPanel';
import { stageStateOf } from '../progress/stage-state';

export interface ReportPendingProps {
  applicationId: string;
  /** The server's 409 message. */
  message: string;
  /** Runs when the report stage is done, so the report is fetched at once. */
  onReportReady: () => void;
}

/** While the report is being written: the application's stages live, and the report as soon as its stage is done. */
export function ReportPending({ applicationId, message, onReportReady }: ReportPendingProps) {
  const progress = useApplicationProgress(applicationId);
  const reportDone = stageStateOf(progress.report) === 'done';
  useEffect(() => {
    if (reportDone) onReportReady();
  }, [reportDone, onReportReady]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="report-pending">
      <Typography variant="h6" component="h2" gutterBottom>
        The report is not ready yet
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {`${message || 'The report is still being written.'} It opens here by itself when the report stage is done.`}
      </Alert>
      <LiveProgressPanel applicationId={applicationId} loadSnapshot={loadProgressSnapshot} />
    </Paper>
  );
}
