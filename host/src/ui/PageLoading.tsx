import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LogoSpinner } from '@iprism/shared/ui/logo-spinner';
import { useMinimumDisplay } from '../platform/min-display';

export interface PageLoadingProps {
  /** Default true: as a Suspense fallback it is only mounted while loading. */
  loading?: boolean;
  /** Rendered once loading is over and the spinner has been up for its minimum time. */
  children?: ReactNode;
}

/** The page-level loading indicator: the i/P logo spinner, kept up for at least 200 ms (SPEC §4). */
export function PageLoading({ loading = true, children }: PageLoadingProps) {
  const visible = useMinimumDisplay(loading);
  if (!visible) return <>{children}</>;
  return (
    <Box data-testid="page-loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <LogoSpinner label="Loading content" />
    </Box>
  );
}
