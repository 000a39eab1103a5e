import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getSessionToken } from '@iprism/shared/api';
import { toast } from '@iprism/shared/shell';
import { AUDIT_ACTIONS, type AuditEntry } from '@iprism/shared/contracts';
import { AdminCard } from '../notifications/AdminCard';
import { errorText } from '../notifications/error-text';
import { listAudit, type AuditFilters } from './api';
import { AuditTable } from './AuditTable';
import { LoadView } from './LoadView';
import { useLoad } from './use-load';

const PAGE = 50;
const EMPTY: AuditFilters = { action: '', actor: '', subject: '', from: '', to: '' };

/** A date input (YYYY-MM-DD) as the start or the end of that UTC day; empty stays empty. */
const dayBound = (day: string | undefined, end: boolean) => (day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : '');

/** Who did what: the audit log, filtered and paged newest first, with a CSV export of what the filters select. */
export function AuditLogPanel() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const query = { ...filters, from: dayBound(filters.from, false), to: dayBound(filters.to, true) };
  const { state, reload, set } = useLoad((signal) => listAudit(query, null, PAGE, signal), [JSON.stringify(filters)]);
  const [more, setMore] = useState(false);
  const [exporting, setExporting] = useState(false);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
  };
  const loadMore = async (rows: AuditEntry[], cursor: string) => {
    setMore(true);
    try {
      const next = await listAudit(query, cursor, PAGE);
      set({ items: [...rows, ...next.items], nextCursor: next.nextCursor });
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setMore(false);
    }
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]);
      const token = await getSessionToken();
      const res = await fetch(`/api/admin/audit/export?${params}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
      if (!res.ok) throw new Error(`The export failed (${res.status}). Please try again.`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : errorText(err));
    } finally {
      setExporting(false);
    }
  };
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
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting} data-testid="audit-export">
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Stack>
      <LoadView state={state} retry={reload} testId="audit">
        {(page) => (
          <>
            <AuditTable rows={page.items} caption="Audit log entries" testId="audit-table" />
            {page.nextCursor && (
              <Button sx={{ mt: 1 }} onClick={() => void loadMore(page.items, page.nextCursor!)} disabled={more}>
                {more ? 'Loading…' : 'Show older entries'}
              </Button>
            )}
            {page.items.length > 0 && !page.nextCursor && (
              <Alert severity="info" sx={{ mt: 1 }}>
                That is every entry the filters select.
              </Alert>
            )}
          </>
        )}
      </LoadView>
    </AdminCard>
  );
}
