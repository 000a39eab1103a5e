import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { visuallyHiddenSx } from '@iprism/shared/ui';

/** A query's loading skeleton (also while a Retry runs), error with Retry, then the content. */
export function LoadView<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.status === 'success') return <>{children(query.data)}</>;
  if (query.status === 'error' && !query.isFetching) {
    return (
      <Alert severity="error" data-testid="load-error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()} aria-label={`Retry loading ${label}`}>Retry</Button>}>
        {apiErrorText(query.error)}
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
