import { useCallback, useId, useState } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { reportPath } from '../applications/paths';
import { FileDropZone } from './FileDropZone';
import { UploadProgress } from './UploadProgress';
import { SLOT_FORMATS, acceptOf, precheckFile, type UploadSlot } from './upload-checks';
import { useUpload } from './use-upload';

export interface UploadPanelProps {
  /** The server's byte limit when known; the contract's default otherwise. */
  maxBytes?: number;
}

/**
 * The dashboard's intake: the application document and an optional IDS, pre-checked here, decided by
 * the server. A refusal shows the server's message and keeps both files chosen, so a retry is one click.
 */
export function UploadPanel({ maxBytes }: UploadPanelProps) {
  const [files, setFiles] = useState<Record<UploadSlot, File | null>>({ application: null, ids: null });
  const headingId = useId();
  const uploaded = useCallback(() => setFiles({ application: null, ids: null }), []);
  const { state, start, cancel, reset } = useUpload(uploaded);
  const uploading = state.status === 'uploading';
  const errors: Record<UploadSlot, string | null> = {
    application: files.application && precheckFile(files.application, 'application', maxBytes),
    ids: files.ids && precheckFile(files.ids, 'ids', maxBytes),
  };
  const canUpload = !!files.application && !errors.application && !errors.ids && !uploading;

  const choose = (slot: UploadSlot) => (file: File | null) => {
    setFiles((current) => ({ ...current, [slot]: file }));
    if (state.status !== 'uploading') reset();
  };
  const upload = async () => {
    if (!files.application || !canUpload) return;
    await start({ application: files.application, ids: files.ids });
  };
  const createdId = state.status === 'done' ? state.applicationId : null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid="upload-panel" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2">
        Upload an application
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The report, prior-art search and IDS review start as soon as the files are in.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FileDropZone
          label="Application document"
          formats={SLOT_FORMATS.application}
          accept={acceptOf('application')}
          file={files.application}
          onFile={choose('application')}
          error={errors.application}
          disabled={uploading}
          testId="upload-application"
        />
        <FileDropZone
          label="Information disclosure statement (optional)"
          formats={SLOT_FORMATS.ids}
          accept={acceptOf('ids')}
          file={files.ids}
          onFile={choose('ids')}
          error={errors.ids}
          disabled={uploading}
          testId="upload-ids"
        />
      </Stack>
      {state.status === 'uploading' ? (
        <UploadProgress loaded={state.loaded} total={state.total} onCancel={cancel} />
      ) : (
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={upload} disabled={!canUpload} data-testid="upload-submit">
          Upload
        </Button>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          data-testid="upload-error"
          action={
            state.noCredits ? (
              <Button component={RouterLink} to="/dashboard/subscription" color="inherit" size="small">
                Buy credits
              </Button>
            ) : undefined
          }
        >
          {state.message}
        </Alert>
      )}
      {createdId && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          data-testid="upload-success"
          action={
            <Button component={RouterLink} to={reportPath(createdId)} color="inherit" size="small">
              Open report
            </Button>
          }
        >
          Uploaded. The analysis is running; follow it in the list below.
        </Alert>
      )}
    </Paper>
  );
}
