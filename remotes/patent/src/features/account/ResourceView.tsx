import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHiddenSx } from '@iprism/shared/ui';
import type { Resource, ResourceControls } from './use-resource';

export interface ResourceViewProps<T> {
  resource: Resource<T> & Pick<ResourceControls<T>, 'retry'>;
  /** What is loading, for screen readers ("your sessions"). */
  label: string;
  /** Skeleton lines while loading. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/** A section's three states: skeleton lines while loading, the error with a Retry, then the content. */
export function ResourceView<T>({ resource, label, lines = 3, children }: ResourceViewProps<T>) {
  if (resource.status === 'ready') return <>{children(resource.data)}</>;
  if (resource.status === 'error') {
    return (
      <Alert
        severity="error"
        data-testid="load-error"
        action={
          <Button color="inherit" size="small" onClick={resource.retry} aria-label={`Retry loading ${label}`}>
            Retry
          </Button>
        }
      >
        {resource.message}
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
