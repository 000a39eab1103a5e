import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LandscapeFilters } from '@iprism/shared/contracts/scout';

interface Draft {
  query: string;
  cpc: string;
  from: string;
  to: string;
  countries: string;
  assignee: string;
}

const draftOf = (query: string, f: LandscapeFilters): Draft => ({
  query,
  cpc: f.cpc ?? '',
  from: f.from === undefined ? '' : String(f.from),
  to: f.to === undefined ? '' : String(f.to),
  countries: f.countries?.join(', ') ?? '',
  assignee: f.assignee ?? '',
});

/** The query box and its filters; the page keeps the applied request in the address bar. */
export function LandscapeForm({ query, filters, busy, onSubmit }: { query: string; filters: LandscapeFilters; busy: boolean; onSubmit: (params: URLSearchParams) => void }) {
  const applied = draftOf(query, filters);
  const [draft, setDraft] = useState<Draft>(applied);
  const [shown, setShown] = useState(applied);
  // A bar click or a link changes the applied request: the fields follow it.
  if (JSON.stringify(shown) !== JSON.stringify(applied)) {
    setShown(applied);
    setDraft(applied);
  }
  const field = (key: keyof Draft) => ({ value: draft[key], onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({ q: draft.query, cpc: draft.cpc, from: draft.from, to: draft.to, countries: draft.countries, assignee: draft.assignee })) if (v.trim()) p.set(k, v.trim());
    onSubmit(p);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} role="search" aria-label="Landscape">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Technology field" placeholder="solar panel mounting" fullWidth required {...field('query')} slotProps={{ htmlInput: { 'data-testid': 'landscape-query', maxLength: 2000 } }} />
        <Button type="submit" variant="contained" disabled={busy || !draft.query.trim()} sx={{ flexShrink: 0 }}>
          {busy ? 'Mapping…' : 'Map the field'}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField size="small" label="CPC" placeholder="H02S" {...field('cpc')} slotProps={{ htmlInput: { 'data-testid': 'landscape-cpc' } }} />
        <TextField size="small" label="From (year)" placeholder="2015" {...field('from')} />
        <TextField size="small" label="To (year)" placeholder="2024" {...field('to')} />
        <TextField size="small" label="Countries" placeholder="US, EP" {...field('countries')} />
        <TextField size="small" label="Assignee" {...field('assignee')} />
      </Stack>
    </Stack>
  );
}
