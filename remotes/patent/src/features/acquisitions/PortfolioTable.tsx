import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { savePortfolioNote } from '@iprism/shared/api/acquisitions';
import { portfolioQueries } from '@iprism/shared/api/workspace-queries';
import type { PortfolioRow } from '@iprism/shared/contracts/acquisitions';
import { toast } from '@iprism/shared/shell';
import { formErrorMessage } from '../account/api-errors';
import { patentPagePath } from './patent-link';
import { ScrollRegion } from '@iprism/shared/ui';

const HEADERS = ['Patent', 'Title', 'Assignee', 'Filed', 'Priority', 'Granted', 'Expires', 'Remaining years', 'Next maintenance', 'Claims (indep. / total)', 'CPC subclasses', 'Citations (fwd / back)', 'Family', 'Note'];

/** The due-diligence table: one row per patent, the expiry's basis on the date, notes saved on leaving the field. */
export function PortfolioTable({ portfolioId, rows }: { portfolioId: string; rows: readonly PortfolioRow[] }) {
  return (
    <ScrollRegion label="Portfolio patents" sx={{ maxHeight: 640 }}>
      <Table size="small" stickyHeader aria-label="Portfolio patents" data-testid="portfolio-table">
        <TableHead>
          <TableRow>
            {HEADERS.map((h) => (
              <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.publicationNumber} data-testid="portfolio-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={patentPagePath(r.publicationNumber)}>
                  {r.publicationNumber}
                </Link>
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>{r.title || '—'}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{r.assignee ?? '—'}</TableCell>
              <TableCell>{r.filingDate ?? '—'}</TableCell>
              <TableCell>{r.priorityDate ?? '—'}</TableCell>
              <TableCell>{r.grantDate ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {r.term ? (
                  <Tooltip title={r.term.basis}>
                    <span tabIndex={0}>{r.term.expiresAt}</span>
                  </Tooltip>
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    {r.termNote}
                  </Typography>
                )}
                {r.term && (
                  <Typography variant="caption" component="p" color="text.secondary" sx={{ maxWidth: 260 }}>
                    {r.term.basis}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{r.remainingYears ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 130 }}>
                {r.nextMaintenance ? (
                  <>
                    {r.nextMaintenance.dueAt} ({r.nextMaintenance.year}-year, {r.nextMaintenance.status})
                    {r.nextMaintenance.notice && (
                      <Typography variant="caption" component="p" color="warning.main">
                        {r.nextMaintenance.notice.message}
                      </Typography>
                    )}
                  </>
                ) : r.maintenanceFees.some((f) => f.status === 'lapsed') ? (
                  'Lapsed if unpaid'
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>{r.totalClaims === null ? '—' : `${r.independentClaims} / ${r.totalClaims}`}</TableCell>
              <TableCell>{r.cpcSubclasses.join(', ') || '—'}</TableCell>
              <TableCell>
                {r.forwardCitations} / {r.backwardCitations}
              </TableCell>
              <TableCell>{r.familySize ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <NoteField portfolioId={portfolioId} row={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** A saved note is written into the cached portfolio, so the row shows it without a refetch. */
function NoteField({ portfolioId, row }: { portfolioId: string; row: PortfolioRow }) {
  const [value, setValue] = useState(row.note);
  const queryClient = useQueryClient();
  const saving = useMutation({
    mutationFn: (note: string) => savePortfolioNote(portfolioId, row.publicationNumber, note),
    onSuccess: (_saved, note) => {
      queryClient.setQueryData(portfolioQueries.detail(portfolioId).queryKey, (d) => d && { ...d, rows: d.rows.map((r) => (r.publicationNumber === row.publicationNumber ? { ...r, note } : r)) });
      toast.success(`Note saved for ${row.publicationNumber}.`);
    },
    onError: (err) => {
      const message = formErrorMessage(err);
      if (message) toast.error(message);
    },
  });
  const busy = saving.isPending;
  const dirty = value.trim() !== row.note;
  const save = () => {
    if (dirty) saving.mutate(value.trim());
  };
  return (
    <>
      <TextField size="small" multiline maxRows={4} fullWidth value={value} onChange={(e) => setValue(e.target.value)} slotProps={{ htmlInput: { 'aria-label': `Note on ${row.publicationNumber}`, maxLength: 4000 } }} />
      {dirty && (
        <Button size="small" onClick={save} disabled={busy}>
          {busy ? 'Saving…' : 'Save note'}
        </Button>
      )}
    </>
  );
}
