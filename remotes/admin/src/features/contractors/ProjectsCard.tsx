import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { assignToProject, createProject, unassignFromProject } from '@iprism/shared/api/timesheets';
import { CreateProjectSchema, type CreateProject } from '@iprism/shared/contracts/timesheets';
import type { Contractor } from '@iprism/shared/contracts/contractors';
import { toast } from '@iprism/shared/shell';
import { AdminCard } from '../notifications/AdminCard';

/** Projects and who may book hours to them; contractors with an account can be assigned. */
export function ProjectsCard({ contractors }: { contractors: Contractor[] }) {
  const queryClient = useQueryClient();
  const { data, error: failure } = useQuery(timesheetQueries.projects());
  const error = failure && apiErrorText(failure);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [client, setClient] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const withAccount = contractors.filter((c) => c.userId);

  const creating = useMutation({
    mutationFn: (project: CreateProject) => createProject(project),
    onSuccess: (_, project) => {
      toast.success(`Project ${project.code.toUpperCase()} created.`);
      setName('');
      setCode('');
      setClient('');
      return queryClient.invalidateQueries({ queryKey: timesheetQueries.projects().queryKey });
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  // Both answer every project with its members.
  const assigning = useMutation({
    mutationFn: ({ projectId, userId, assign }: { projectId: string; userId: string; assign: boolean }) => (assign ? assignToProject(projectId, userId) : unassignFromProject(projectId, userId)),
    onSuccess: (projects) => queryClient.setQueryData(timesheetQueries.projects().queryKey, projects),
    onError: (err) => toast.error(apiErrorText(err)),
  });

  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateProjectSchema.safeParse({ name, code, client });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    creating.mutate(parsed.data);
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
                {p.members.length ? p.members.map((m) => <Chip key={m.userId} label={m.name} onDelete={() => assigning.mutate({ projectId: p.id, userId: m.userId, assign: false })} />) : <Typography variant="body2">Nobody assigned.</Typography>}
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
                  <Button disabled={!picked[p.id]} onClick={() => assigning.mutate({ projectId: p.id, userId: picked[p.id]!, assign: true })}>
                    Assign
                  </Button>
                </Stack>
              )}
            </Paper>
          );
        })}
        <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1} onSubmit={add} aria-label="New project" noValidate>
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
