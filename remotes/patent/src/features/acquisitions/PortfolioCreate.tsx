import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createPortfolio } from '@iprism/shared/api/acquisitions';
import { portfolioQueries } from '@iprism/shared/api/workspace-queries';
import { PORTFOLIO_MAX_NUMBERS, type CreatePortfolioRequest, type CreatePortfolioResponse } from '@iprism/shared/contracts/acquisitions';
import { toast } from '@iprism/shared/shell';
import { fieldErrorMessage, formErrorMessage } from '../account/api-errors';
import { parseNumberList } from './number-list';

/** A new portfolio from pasted numbers or an uploaded CSV (its number column); the portfolio list refetches once it exists. */
export function PortfolioCreate({ onCreated }: { onCreated: (created: CreatePortfolioResponse) => void }) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const creating = useMutation({
    mutationFn: (request: CreatePortfolioRequest) => createPortfolio(request),
    onSuccess: (created) => {
      toast.success(`Portfolio created: ${created.found.length} found, ${created.missing.length} not in the corpus.`);
      setName('');
      setText('');
      onCreated(created);
      return queryClient.invalidateQueries({ queryKey: portfolioQueries.list().queryKey });
    },
  });
  const numbers = parseNumberList(text);

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const content = await file.text();
    setText(parseNumberList(content).join('\n'));
    if (!name.trim()) setName(file.name.replace(/\.[^.]+$/, ''));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    creating.mutate({ name: name.trim(), numbers });
  };

  const error = creating.error;
  const busy = creating.isPending;
  const formError = error ? formErrorMessage(error) : null;
  const fieldError = (field: string): string | null => (error ? fieldErrorMessage(error, field) : null);
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="New portfolio">
      <TextField label="Portfolio name" required value={name} onChange={(e) => setName(e.target.value)} error={fieldError('name') !== null} helperText={fieldError('name') || ' '} slotProps={{ htmlInput: { 'data-testid': 'portfolio-name', maxLength: 200 } }} />
      <TextField
        label="Patent numbers"
        multiline
        minRows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldError('numbers') !== null}
        helperText={fieldError('numbers') || `One per line, any usual form (US 10,123,456 B2, D901234). ${numbers.length} of at most ${PORTFOLIO_MAX_NUMBERS}.`}
        slotProps={{ htmlInput: { 'data-testid': 'portfolio-numbers' } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component="label" variant="outlined">
          Upload CSV
          <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void readFile(e)} data-testid="portfolio-csv" />
        </Button>
        <Typography variant="body2" color="text.secondary">
          The first column holding a number is read; a header line is skipped.
        </Typography>
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={busy || !name.trim() || numbers.length === 0}>
          {busy ? 'Creating…' : 'Create portfolio'}
        </Button>
      </div>
      {formError && <Alert severity="error">{formError}</Alert>}
    </Stack>
  );
}
