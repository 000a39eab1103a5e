import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';

const AREA_NAMES: Record<string, string> = {
  marketing: 'website',
  patent: 'patent dashboard',
  scout: 'Scout',
  toolbox: 'Toolbox',
  admin: 'admin',
  employee: 'employee',
};

/** The clear "unavailable — retry" panel shown inside the layout when a remote cannot load. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const area = AREA_NAMES[remote] ?? remote;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }} data-testid="remote-unavailable" data-remote={remote}>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={retrying}
            onClick={() => {
              setRetrying(true);
              void onRetry().finally(() => setRetrying(false));
            }}
          >
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        }
      >
        <AlertTitle>This part of iPrism is unavailable</AlertTitle>
        The {area} area could not be loaded. The rest of the site still works; retry in a moment.
      </Alert>
    </Box>
  );
}
