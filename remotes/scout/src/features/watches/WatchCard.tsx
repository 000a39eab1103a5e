import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@iprism/shared/router';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { deleteWatch, updateWatch } from '@iprism/shared/api/scout';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import { WATCH_DIGESTS, type UpdateWatchRequest, type Watch, type WatchDigest } from '@iprism/shared/contracts/scout';
import { confirm, toast } from '@iprism/shared/shell';
import { patentPath } from '../common/paths';

const DIGEST_LABELS: Record<WatchDigest, string> = { none: 'In the app only', daily: 'In the app and a daily e-mail digest', weekly: 'In the app and a weekly e-mail digest' };

/** What a watch follows, in words, with a link to see it. */
function subject(w: Watch) {
  if (w.kind === 'patent' && w.number) {
    return (
      <>
        Documents citing{' '}
        <Link component={RouterLink} to={patentPath(w.number)}>
          {w.number}
        </Link>
      </>
    );
  }
  const to = `/dashboard/scout?${new URLSearchParams({ ...(w.query ? { q: w.query } : {}), ...(w.cpc ? { cpc: w.cpc } : {}) }).toString()}`;
  return (
    <>
      {w.kind === 'cpc' ? `New documents in ${w.cpc}` : `New documents matching “${w.query}”${w.cpc ? ` in ${w.cpc}` : ''}`}
      {w.query && (
        <>
          {' · '}
          <Link component={RouterLink} to={to}>
            landscape
          </Link>
        </>
      )}
    </>
  );
}

/** One watch: what it follows, how it notifies, its new documents since last visit, and its controls; changes go into the cached watches list. */
export function WatchCard({ watch: w }: { watch: Watch }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const editList = (edit: (ws: Watch[]) => Watch[]) => queryClient.setQueryData(scoutQueries.watches().queryKey, (list) => list && { ...list, watches: edit(list.watches) });
  const updating = useMutation({
    mutationFn: (change: UpdateWatchRequest) => updateWatch(w.id, change),
    onSuccess: (updated) => editList((ws) => ws.map((x) => (x.id === updated.id ? updated : x))),
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const deleting = useMutation({
    mutationFn: () => deleteWatch(w.id),
    onSuccess: () => editList((ws) => ws.filter((x) => x.id !== w.id)),
  });
  const toggle = () => {
    setOpen((o) => !o);
    if (!open && w.newSinceLastVisit > 0) updating.mutate({ seen: true });
  };
  const remove = () =>
    confirm({
      type: 'danger',
      title: 'Delete this watch?',
      message: `“${w.name}” will stop notifying you. Its history goes with it.`,
      confirmText: 'Delete',
      onConfirm: async () => {
        try {
          await deleting.mutateAsync();
          toast.success('Watch deleted.');
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="watch-card">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Badge badgeContent={w.newSinceLastVisit} color="secondary" sx={{ alignSelf: 'flex-start' }} aria-label={`${w.newSinceLastVisit} new since your last visit`}>
            <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere', pr: 1 }}>
              {w.name}
            </Typography>
          </Badge>
          <Typography variant="body2" color="text.secondary">
            {subject(w)}
          </Typography>
          <Typography variant="body2" data-testid="watch-new-count">
            {w.newSinceLastVisit === 0 ? 'Nothing new since your last visit.' : `${w.newSinceLastVisit} new since your last visit.`}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
          <TextField select size="small" label="Notify" value={w.digest} onChange={(e) => updating.mutate({ digest: e.target.value as WatchDigest })} sx={{ minWidth: 200 }}>
            {WATCH_DIGESTS.map((d) => (
              <MenuItem key={d} value={d}>
                {DIGEST_LABELS[d]}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={toggle} aria-expanded={open}>
            {open ? 'Hide documents' : 'Show documents'}
          </Button>
          <Button color="error" onClick={() => void remove()}>
            Delete
          </Button>
        </Stack>
      </Stack>
      {open &&
        (w.recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No document has matched yet; imports are checked as they land.
          </Typography>
        ) : (
          <Stack component="ul" sx={{ pl: 2, mt: 1, mb: 0 }}>
            {w.recent.map((d) => (
              <li key={d.publicationNumber}>
                <Link component={RouterLink} to={patentPath(d.publicationNumber)}>
                  {d.publicationNumber}
                </Link>{' '}
                {d.title} <Typography component="span" variant="caption" color="text.secondary">({d.foundAt.slice(0, 10)})</Typography>
              </li>
            ))}
          </Stack>
        ))}
    </Paper>
  );
}
