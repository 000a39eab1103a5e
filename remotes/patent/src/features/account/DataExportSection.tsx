import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { ACCOUNT_EXPORT_PATH } from '@iprism/shared/contracts/account-export';
import { toast } from '@iprism/shared/shell';

/** "Your data": downloads everything the service keeps about the account as one JSON file. */
export function DataExportSection() {
  const download = useMutation({
    mutationFn: () => downloadApiFile(ACCOUNT_EXPORT_PATH, 'iprism-account.json'),
    onSuccess: (file) => saveBlob(file.blob, file.fileName),
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const busy = download.isPending;
  return (
    <Button variant="outlined" onClick={() => download.mutate()} disabled={busy} data-testid="download-account-data">
      {busy ? 'Preparing…' : 'Download my data'}
    </Button>
  );
}
