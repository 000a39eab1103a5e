import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LiveProgressPanel } from '../progress/LiveProgressPanel';

export interface ReportPendingProps {
  applicationId: string;
  /** The server's 409 message. */
  message: string;
}

/** While the report is being written: the application's stages live; the report query is invalidated when its stage is done. */
export function ReportPending({ applicationId, message }: ReportPendingProps) {

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="report-pending">
      <Typography variant="h6" component="h2" gutterBottom>
        The report is not ready yet
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {`${message || 'The report is still being written.'} It opens here by itself when the report stage is done.`}
      </Alert>
      <LiveProgressPanel applicationId={applicationId} />
    </Paper>
  );
}
