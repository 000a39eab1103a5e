import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import type { Loaded } from './use-load';

/** Loading skeleton, error with Retry, then the content. */
export function LoadView<T>({ state, label, onRetry, children }: { state: Loaded<T> | null; label: string; onRetry: () => void; children: (data: T) => ReactNode }) {
  if (state === null) return null;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  if (state.status === 'error') {
    return (
      <Alert severity="error" data-testid="load-error" action={<Button color="inherit" size="small" onClick={onRetry} aria-label={`Retry loading ${label}`}>Retry</Button>}>
        {state.message}
      </Alert>
    );
  }
  return (
    <Box role="status" data-testid="loading">
      <Box component="span" sx={visuallyHiddenSx}>{`Loading ${label}…`}</Box>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Box>
  );
}
