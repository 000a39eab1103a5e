import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { assignToProject, createProject, listProjects, unassignFromProject } from '@iprism/shared/api';
import { CreateProjectSchema, type Contractor } from '@iprism/shared/contracts';
import { toast } from '@iprism/shared/shell';
import { apiErrorText, useApiData } from '@iprism/shared/ui';
import { AdminCard } from '../notifications/AdminCard';

/** Projects and who may book hours to them; contractors with an account can be assigned. */
export function ProjectsCard({ contractors }: { contractors: Contractor[] }) {
  const load = useCallback((signal: AbortSignal) => listProjects(signal), []);
  const { data, error, reload } = useApiData(load);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [client, setClient] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const withAccount = contractors.filter((c) => c.userId);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateProjectSchema.safeParse({ name, code, client });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    try {
      await createProject(parsed.data);
      toast.success(`Project ${parsed.data.code.toUpperCase()} created.`);
      setName('');
      setCode('');
      setClient('');
      reload();
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };
  const change = async (work: () => Promise<unknown>) => {
    try {
      await work();
      reload();
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };

  return (
    <AdminCard title="Projects" description="People book hours only to projects they are assigned to." testId="projects">
      {error && <Alert severity="error">{error}</Alert>}
      <Stack spacing={2}>
        {data?.map((p) => {
          const free = withAccount.filter((c) => !p.members.some((m) => m.userId === c.userId));
          return (
            <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {p.name} <Chip size="small" label={p.code} sx={{ ml: 1 }} />
              </Typography>
              {p.client && (
                <Typography variant="body2" color="text.secondary">
                  {p.client}
                </Typography>
              )}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
                {p.members.length ? p.members.map((m) => <Chip key={m.userId} label={m.name} onDelete={() => void change(() => unassignFromProject(p.id, m.userId))} />) : <Typography variant="body2">Nobody assigned.</Typography>}
              </Stack>
              {free.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField select size="small" label="Assign a contractor" value={picked[p.id] ?? ''} onChange={(e) => setPicked((x) => ({ ...x, [p.id]: e.target.value }))} sx={{ minWidth: 220 }}>
                    {free.map((c) => (
                      <MenuItem key={c.id} value={c.userId!}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button disabled={!picked[p.id]} onClick={() => void change(() => assignToProject(p.id, picked[p.id]!))}>
                    Assign
                  </Button>
                </Stack>
              )}
            </Paper>
          );
        })}
        <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1} onSubmit={(e) => void add(e)} aria-label="New project" noValidate>
          <TextField size="small" label="Project name" value={name} onChange={(e) => setName(e.target.value)} />
          <TextField size="small" label="Code" value={code} onChange={(e) => setCode(e.target.value)} />
          <TextField size="small" label="Client" value={client} onChange={(e) => setClient(e.target.value)} />
          <Button type="submit" variant="outlined">
            Add project
          </Button>
        </Stack>
      </Stack>
    </AdminCard>
  );
}
