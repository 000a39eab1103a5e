import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WatchKind } from '@iprism/shared/contracts/scout';
import { toast } from '@iprism/shared/shell';
import { useCreateWatch, watchRefusal } from './use-create-watch';

const VALUE_LABEL: Record<WatchKind, string> = { search: 'Search terms', cpc: 'CPC symbol', patent: 'Patent number' };
const VALUE_KEY: Record<WatchKind, 'query' | 'cpc' | 'number'> = { search: 'query', cpc: 'cpc', patent: 'number' };

/** A watch on a search, a CPC group or a patent, notified in the app. */
export function NewWatchForm() {
  const [kind, setKind] = useState<WatchKind>('cpc');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const creating = useCreateWatch();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    creating.mutate(
      { name: name.trim() || value.trim(), kind, [VALUE_KEY[kind]]: value.trim(), digest: 'none' },
      {
        onSuccess: (w) => {
          toast.success(`Watching “${w.name}”.`);
          setName('');
          setValue('');
        },
      },
    );
  };
  const error = creating.error ? watchRefusal(creating.error) : null;
  return (
    <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={submit} aria-label="New watch">
      <TextField select size="small" label="Watch" value={kind} onChange={(e) => setKind(e.target.value as WatchKind)} sx={{ minWidth: 140 }}>
        <MenuItem value="search">a search</MenuItem>
        <MenuItem value="cpc">a CPC group</MenuItem>
        <MenuItem value="patent">a patent</MenuItem>
      </TextField>
      <TextField size="small" label={VALUE_LABEL[kind]} required value={value} onChange={(e) => setValue(e.target.value)} error={error !== null} helperText={error ?? ' '} />
      <TextField size="small" label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
      <div>
        <Button type="submit" variant="contained" disabled={creating.isPending || !value.trim()}>
          Add watch
        </Button>
      </div>
    </Stack>
  );
}
