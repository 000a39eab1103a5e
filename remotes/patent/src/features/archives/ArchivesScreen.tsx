import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { EmptyState, useDebouncedValue, visuallyHiddenSx } from '@iprism/shared/ui';
import { isClientPortalUser } from '../account/client-portal';
import { NothingShared } from '../account/NothingShared';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { DASHBOARD_PATH } from '../applications/paths';
import { ArchiveFilters } from './ArchiveFilters';
import { ArchiveTable } from './ArchiveTable';
import { ARCHIVE_DEFAULTS, archiveSearchParams, changeArchiveParams, parseArchiveParams, type ArchiveParams } from './archive-params';
import { useApplicationPage } from './use-application-page';

const isFiltered = (p: ArchiveParams) => !!(p.q.trim() || p.status || p.from || p.to);

/** The user's applications: filters in the URL, one server page at a time, with row actions. */
export function ArchivesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseArchiveParams(searchParams), [searchParams]);
  const change = useCallback(
    (delta: Partial<ArchiveParams>) => setSearchParams((current) => archiveSearchParams(changeArchiveParams(parseArchiveParams(current), delta)), { replace: true }),
    [setSearchParams],
  );

  // The box follows the keys at once; the URL (and the request) once typing pauses.
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search);
  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) change({ q: debounced });
    // Only a settled search writes the URL; params.q changing from the URL must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const page = useApplicationPage(params);
  const filtered = isFiltered(params);
  const client = isClientPortalUser(useSessionSnapshot().user);

  let body;
  if (page.error && !page.data) {
    body = (
      <Alert
        severity="error"
        data-testid="load-error"
        action={
          <Button color="inherit" size="small" onClick={page.reload} aria-label="Retry loading your applications">
            Retry
          </Button>
        }
      >
        {page.error}
      </Alert>
    );
  } else if (!page.data) {
    body = (
      <Box role="status" data-testid="loading">
        <Box component="span" sx={visuallyHiddenSx}>
          Loading your applications…
        </Box>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="text" height={40} aria-hidden />
        ))}
      </Box>
    );
  } else if (page.data.total === 0) {
    body = filtered ? (
      <EmptyState
        heading="No applications match"
        description="Try another search, status or date range."
        action={
          <Button
            variant="outlined"
            onClick={() => {
              setSearch('');
              setSearchParams(archiveSearchParams(ARCHIVE_DEFAULTS), { replace: true });
            }}
          >
            Clear filters
          </Button>
        }
        testId="archive-no-match"
      />
    ) : client ? (
      <NothingShared />
    ) : (
      <EmptyState
        icon={<Inventory2OutlinedIcon />}
        heading="No applications yet"
        description="Every application you upload is kept here with its report and analysis."
        action={
          <Button component={RouterLink} to={DASHBOARD_PATH} variant="contained">
            Upload an application
          </Button>
        }
        testId="archive-empty"
      />
    );
  } else {
    body = (
      <>
        {page.error && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="load-error" action={<Button color="inherit" size="small" onClick={page.reload}>Retry</Button>}>
            {page.error}
          </Alert>
        )}
        <ArchiveTable page={page.data} onPage={(p) => change({ page: p })} onPageSize={(pageSize) => change({ pageSize })} />
      </>
    );
  }

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ArchiveFilters search={search} onSearch={setSearch} params={params} onChange={change} />
        <Box sx={{ height: 4, my: 1.5 }}>{page.loading && page.data && <LinearProgress aria-label="Loading applications" />}</Box>
        {body}
      </Paper>
    </Stack>
  );
}
