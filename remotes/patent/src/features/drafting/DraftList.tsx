import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { createDraft, importDraft } from '@iprism/shared/api/drafting';
import { draftQueries } from '@iprism/shared/api/workspace-queries';
import type { Draft, DraftSummary } from '@iprism/shared/contracts/drafting';
import { EmptyState } from '@iprism/shared/ui';

/** The drafts the user can open, and the three ways to start one: empty, from an uploaded file, from the archive. */
export function DraftList({ onOpen }: { onOpen: (draft: Draft | DraftSummary) => void }) {
  const drafts = useQuery(draftQueries.list());
  // Archived applications are a Pilot feature: for other licences the list fails and the choice stays hidden.
  const applications = useQuery({ ...applicationQueries.page({ status: 'completed' }), select: (page) => page.items });
  const queryClient = useQueryClient();
  const [applicationId, setApplicationId] = useState('');
  const file = useRef<HTMLInputElement>(null);
  // Starting a draft (empty, imported or from the archive) opens it and adds it to the list.
  const starting = useMutation({
    mutationFn: (make: () => Promise<Draft>) => make(),
    onSuccess: (draft) => {
      void queryClient.invalidateQueries({ queryKey: draftQueries.list().queryKey });
      onOpen(draft);
    },
  });
  const start = (make: () => Promise<Draft>) => starting.mutate(make);
  const busy = starting.isPending;
  const error = starting.error ? apiErrorText(starting.error) : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Start a draft
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <Button variant="contained" startIcon={<AddIcon />} disabled={busy} onClick={() => start(() => createDraft({ title: 'Untitled draft' }))} data-testid="new-draft">
            Empty draft
          </Button>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => file.current?.click()}>
            From a file (XML, PDF, DOCX)
          </Button>
          <input
            ref={file}
            type="file"
            hidden
            accept=".xml,.pdf,.docx,.txt"
            aria-label="Application file to start from"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) start(() => importDraft(chosen));
            }}
          />
          {applications.status === 'success' && applications.data.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 260 }}>
              <TextField select size="small" label="From the archive" value={applicationId} onChange={(e) => setApplicationId(e.target.value)} sx={{ flex: 1 }}>
                {applications.data.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {a.title}
                  </MenuItem>
                ))}
              </TextField>
              <Button disabled={busy || !applicationId} onClick={() => start(() => createDraft({ applicationId }))}>
                Start
              </Button>
            </Stack>
          )}
        </Stack>
        {busy && <Typography variant="body2" sx={{ mt: 1 }}>Reading the claims and description…</Typography>}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Paper>
      <section aria-labelledby="drafts-heading">
        <Typography id="drafts-heading" variant="h6" component="h2" gutterBottom>
          Your drafts
        </Typography>
        {drafts.status === 'pending' && <Typography color="text.secondary">Loading drafts…</Typography>}
        {drafts.status === 'error' && (
          <Alert severity="error" action={<Button onClick={() => void drafts.refetch()}>Retry</Button>}>
            {apiErrorText(drafts.error)}
          </Alert>
        )}
        {drafts.status === 'success' && drafts.data.length === 0 && <EmptyState heading="No drafts yet" description="Start one above: its claims are checked as you write." />}
        {drafts.status === 'success' && drafts.data.length > 0 && (
          <List disablePadding data-testid="draft-list">
            {drafts.data.map((d) => (
              <ListItem key={d.id} disablePadding>
                <ListItemButton onClick={() => onOpen(d)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                  <ListItemText
                    primary={d.title}
                    secondary={`${d.claimCount} claims · ${d.versions} versions · edited ${new Date(d.updatedAt).toLocaleString()}${d.mine ? '' : ` · shared by ${d.ownerName}`}`}
                  />
                  {d.shared && <Chip size="small" label="Shared" variant="outlined" />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
