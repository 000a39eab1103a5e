import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useToast } from '@iprism/shared/shell';
import { ReportSection } from './ReportSection';
import { useAssignments } from './use-assignments';
import { apiErrorText } from '@iprism/shared/api/api-error';

/**
 * "Shared with": the members of the firm this application is assigned to (client-portal users it is shared
 * with among them), who see it beside its owner and the firm's admins, and a way to add or remove them.
 * Shown only to those the server lets share (not client-portal users); everyone else, and a failed load, see
 * nothing. Removal needs no confirmation: sharing again is one click.
 */
export function ClientSharingPanel({ applicationId }: { applicationId: string }) {
  const { state, busy, assign, remove } = useAssignments(applicationId);
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  if (state.status !== 'ready') return null;
  const { assignments, candidates } = state.data;

  /** Runs one change with a toast either way; true when it worked. */
  const run = async (action: () => Promise<void>, done: string, failed: string): Promise<boolean> => {
    try {
      await action();
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(`${failed}: ${apiErrorText(err)}`);
      return false;
    }
  };
  const share = () => {
    const candidate = candidates.find((c) => c.userId === chosen);
    if (!candidate) return;
    void run(() => assign(candidate.userId), `Shared with ${candidate.name}.`, `Could not share with ${candidate.name}`).then((ok) => ok && setChosen(''));
  };

  return (
    <ReportSection title="Shared with" testId="report-sharing">
      {assignments.length === 0 ? (
        <Typography color="text.secondary">It is shared with no one yet: only its owner and the organisation's admins see it.</Typography>
      ) : (
        <List dense aria-label="People this report is shared with">
          {assignments.map((a) => (
            <ListItem
              key={a.userId}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Stop sharing with ${a.name}`} disabled={busy} onClick={() => void run(() => remove(a.userId), `${a.name} can no longer see this report.`, `Could not stop sharing with ${a.name}`)}>
                  <PersonRemoveOutlinedIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={a.name || a.email} secondary={a.email} />
            </ListItem>
          ))}
        </List>
      )}
      {candidates.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <TextField select size="small" label="Member or client" value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 260 }}>
            {candidates.map((c) => (
              <MenuItem key={c.userId} value={c.userId}>
                {`${c.name} (${c.email})`}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={share} disabled={busy || chosen === ''}>
            Share
          </Button>
        </Stack>
      )}
    </ReportSection>
  );
}
