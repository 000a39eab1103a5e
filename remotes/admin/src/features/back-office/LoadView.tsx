import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { LoadState } from './use-load';

/** The loading skeleton, the error with a retry, or the content of a loaded section. */
export function LoadView<T>({ state, retry, children, testId }: { state: LoadState<T>; retry: () => void; children: (data: T) => ReactNode; testId: string }) {
  if (state.status === 'loading') return <Skeleton variant="rectangular" height={120} data-testid={`${testId}-loading`} />;
  if (state.status === 'error') {
    return (
      <Alert severity="error" data-testid={`${testId}-error`} action={<Button color="inherit" size="small" onClick={retry}>Retry</Button>}>
        {state.message}
      </Alert>
    );
  }
  return <>{children(state.data)}</>;
}
