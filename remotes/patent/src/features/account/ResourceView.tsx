import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { visuallyHiddenSx } from '@iprism/shared/ui';

export interface ResourceViewProps<T> {
  resource: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'isFetching' | 'refetch'>;
  /** What is loading, for screen readers ("your sessions"). */
  label: string;
  /** Skeleton lines while loading. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/** A section's three states of its query: skeleton lines while loading (and while a Retry runs), the error with a Retry, then the content. */
export function ResourceView<T>({ resource, label, lines = 3, children }: ResourceViewProps<T>) {
  if (resource.status === 'success') return <>{children(resource.data as T)}</>;
  if (resource.status === 'error' && !resource.isFetching) {
    return (
      <Alert
        severity="error"
        data-testid="load-error"
        action={
          <Button color="inherit" size="small" onClick={() => void resource.refetch()} aria-label={`Retry loading ${label}`}>
            Retry
          </Button>
        }
      >
        {apiErrorText(resource.error)}
      </Alert>
    );
  }
  return (
    <Box role="status" data-testid="loading">
      <Box component="span" sx={visuallyHiddenSx}>
        {`Loading ${label}…`}
      </Box>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="text" width={i === lines - 1 ? '60%' : '100%'} aria-hidden />
      ))}
    </Box>
  );
}
