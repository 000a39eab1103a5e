import { useState, type FormEvent } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { auditExportPath, type AuditFilters } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { toast } from '@iprism/shared/shell';
import { AUDIT_ACTIONS } from '@iprism/shared/contracts/back-office';
import { AdminCard } from '../notifications/AdminCard';
import { AuditTable } from './AuditTable';
import { LoadView } from './LoadView';

const PAGE = 50;
const EMPTY: AuditFilters = { action: '', actor: '', subject: '', from: '', to: '' };

/** A date input (YYYY-MM-DD) as the start or the end of that UTC day; empty stays empty. */
const dayBound = (day: string | undefined, end: boolean) => (day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : '');

/** Who did what: the audit log, filtered and paged newest first, with a CSV export of what the filters select. */
export function AuditLogPanel() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const query = { ...filters, from: dayBound(filters.from, false), to: dayBound(filters.to, true) };
  const queryClient = useQueryClient();
  const audit = useInfiniteQuery({ ...backOfficeQueries.audit(query, PAGE), placeholderData: keepPreviousData });
  // The export is audited too, so the log gains an entry.
  const exporting = useMutation({
    mutationFn: () => downloadApiFile(auditExportPath(query), `audit-log-${new Date().toISOString().slice(0, 10)}.csv`),
    onSuccess: (file) => {
      saveBlob(file.blob, file.fileName);
      return queryClient.invalidateQueries({ queryKey: backOfficeQueries.auditLists() });
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  const loadMore = () => void audit.fetchNextPage({ throwOnError: true }).catch((err: unknown) => toast.error(apiErrorText(err)));
  const field = (key: keyof AuditFilters) => ({ value: draft[key] ?? '', onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }) });

  return (
    <AdminCard title="Audit log" description="Security-relevant events, newest first: who did what, to whom, when and from where." testId="audit-panel">
      <Stack component="form" onSubmit={apply} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap data-testid="audit-filters">
        <TextField select size="small" label="Action" {...field('action')} sx={{ minWidth: 200 }}>
          <MenuItem value="">Any action</MenuItem>
          {AUDIT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Actor (e-mail or id)" {...field('actor')} />
        <TextField size="small" label="Subject id" {...field('subject')} />
        <TextField size="small" type="date" label="From" {...field('from')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" {...field('to')} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button
          variant="text"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
          }}
        >
          Clear
        </Button>
        <Button variant="outlined" onClick={() => exporting.mutate()} disabled={exporting.isPending} data-testid="audit-export">
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Stack>
      <LoadView query={audit} testId="audit">
        {({ pages }) => {
          const rows = pages.flatMap((p) => p.items);
          return (
            <>
              <AuditTable rows={rows} caption="Audit log entries" testId="audit-table" />
              {audit.hasNextPage && (
                <Button sx={{ mt: 1 }} onClick={loadMore} disabled={audit.isFetchingNextPage || audit.isPlaceholderData}>
                  {audit.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
                </Button>
              )}
              {rows.length > 0 && !audit.hasNextPage && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  That is every entry the filters select.
                </Alert>
              )}
            </>
          );
        }}
      </LoadView>
    </AdminCard>
  );
}
