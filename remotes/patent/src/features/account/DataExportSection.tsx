import { useState } from 'react';
import Button from '@mui/material/Button';
import { downloadApiFile, saveBlob } from '@iprism/shared/api';
import { ACCOUNT_EXPORT_PATH } from '@iprism/shared/contracts';
import { toast } from '@iprism/shared/shell';
import { loadErrorMessage } from './api-errors';

/** "Your data": downloads everything the service keeps about the account as one JSON file. */
export function DataExportSection() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadApiFile(ACCOUNT_EXPORT_PATH, 'iprism-account.json');
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(loadErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void download()} disabled={busy} data-testid="download-account-data">
      {busy ? 'Preparing…' : 'Download my data'}
    </Button>
  );
}
