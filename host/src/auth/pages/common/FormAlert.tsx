import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';

/** A message above a form, announced when it appears (role alert for errors, status otherwise). */
export function FormAlert({ severity = 'error', children, action }: { severity?: AlertColor; children: ReactNode; action?: ReactNode }) {
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} action={action} sx={{ mb: 2 }} data-testid={`form-alert-${severity}`}>
      {children}
    </Alert>
  );
}
