import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { saveOpening } from '@iprism/shared/api/careers';
import { careerQueries } from '@iprism/shared/api/staff-queries';
import { OpeningInputSchema, type JobOpening, type OpeningInput } from '@iprism/shared/contracts/careers';
import { toast } from '@iprism/shared/shell';
import { Markdown } from '@iprism/shared/ui';
import { AdminCard } from '../notifications/AdminCard';

const EMPTY: OpeningInput = { title: '', team: '', location: '', remote: false, description: '', open: true };

/** Openings shown on /careers while open; the description is Markdown with a live preview. */
export function OpeningsCard() {
  const queryClient = useQueryClient();
  const { data, error: failure } = useQuery(careerQueries.openings());
  const error = failure && apiErrorText(failure);
  const [editing, setEditing] = useState<{ id: string | null; value: OpeningInput } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof OpeningInput, string>>>({});

  // The careers page lists the open ones.
  const refetchOpenings = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: careerQueries.openings().queryKey }), queryClient.invalidateQueries({ queryKey: careerQueries.published().queryKey })]);
  const saving = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: OpeningInput }) => saveOpening(id, body),
    onSuccess: (_, { id }) => {
      toast.success(id ? 'Opening updated.' : 'Opening published.');
      setEditing(null);
      return refetchOpenings();
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const toggling = useMutation({
    mutationFn: (opening: JobOpening) => saveOpening(opening.id, { ...opening, open: !opening.open }),
    onSuccess: refetchOpenings,
    onError: (err) => toast.error(apiErrorText(err)),
  });

  const save = () => {
    if (!editing) return;
    const parsed = OpeningInputSchema.safeParse(editing.value);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as keyof OpeningInput] ??= i.message;
      return setErrors(next);
    }
    saving.mutate({ id: editing.id, body: parsed.data });
  };
  const set = (key: 'title' | 'team' | 'location' | 'description') => ({
    value: editing?.value[key] ?? '',
    onChange: (e: { target: { value: string } }) => {
      setEditing((x) => x && { ...x, value: { ...x.value, [key]: e.target.value } });
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
  });

  return (
    <AdminCard title="Openings" description="Open roles appear on the public careers page." testId="openings">
      {error && <Alert severity="error">{error}</Alert>}
      <Stack spacing={1.5}>
        {data?.map((o) => (
          <Paper key={o.id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <div style={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700 }}>{o.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {o.team} · {o.location}
                {o.remote ? ' · remote' : ''}
              </Typography>
            </div>
            <Chip size="small" label={o.open ? 'open' : 'closed'} color={o.open ? 'success' : 'default'} variant="outlined" />
            <Button size="small" onClick={() => toggling.mutate(o)}>
              {o.open ? 'Close' : 'Reopen'}
            </Button>
            <Button size="small" onClick={() => setEditing({ id: o.id, value: { title: o.title, team: o.team, location: o.location, remote: o.remote, description: o.description, open: o.open } })}>
              Edit
            </Button>
          </Paper>
        ))}
        {data && !data.length && <Typography color="text.secondary">No openings yet: the careers page shows its standard list of roles.</Typography>}
        {!editing && (
          <div>
            <Button variant="contained" onClick={() => setEditing({ id: null, value: EMPTY })}>
              New opening
            </Button>
          </div>
        )}
        {editing && (
          <Stack spacing={1} component="form" aria-label="Opening" noValidate onSubmit={(e) => (e.preventDefault(), save())}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField label="Title" required fullWidth {...set('title')} />
              <TextField label="Team" required fullWidth {...set('team')} />
              <TextField label="Location" required fullWidth {...set('location')} />
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormControlLabel control={<Switch checked={editing.value.remote} onChange={(e) => setEditing({ ...editing, value: { ...editing.value, remote: e.target.checked } })} />} label="Remote possible" />
              <FormControlLabel control={<Switch checked={editing.value.open} onChange={(e) => setEditing({ ...editing, value: { ...editing.value, open: e.target.checked } })} />} label="Open" />
            </Stack>
            <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
              <TextField label="Description (Markdown)" required multiline minRows={8} sx={{ flex: 1 }} {...set('description')} />
              <Paper variant="outlined" sx={{ flex: 1, p: 2 }} aria-label="Preview" component="section">
                <Markdown source={editing.value.description} />
              </Paper>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained">
                Save opening
              </Button>
              <Button onClick={() => setEditing(null)}>Cancel</Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </AdminCard>
  );
}
