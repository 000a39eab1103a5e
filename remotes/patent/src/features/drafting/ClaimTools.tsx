import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { runClaimTool } from '@iprism/shared/api/drafting';
import type { ClaimToolRequest } from '@iprism/shared/contracts/drafting';

/** Renumber, move a claim, or fold a dependent claim's parents into it; the result replaces the claims. */
export function ClaimTools({ claims, onResult }: { claims: string; onResult: (claims: string, note: string) => void }) {
  const [number, setNumber] = useState('');
  const [position, setPosition] = useState('');
  const [parent, setParent] = useState('');
  const tool = useMutation({
    mutationFn: ({ request }: { request: ClaimToolRequest; note: string }) => runClaimTool(request),
    onSuccess: (result, { note }) => onResult(result.claims, [note, ...result.warnings].join(' ')),
  });
  const run = (request: ClaimToolRequest, note: string) => tool.mutate({ request, note });
  const n = Number(number);
  return (
    <Stack spacing={1.5}>
      <Button variant="outlined" onClick={() => run({ tool: 'renumber', claims }, 'Claims renumbered 1, 2, 3… with every reference updated.')} data-testid="renumber">
        Renumber claims
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField size="small" label="Claim" type="number" value={number} onChange={(e) => setNumber(e.target.value)} sx={{ width: 96 }} />
        <TextField size="small" label="To position" type="number" value={position} onChange={(e) => setPosition(e.target.value)} sx={{ width: 120 }} />
        <Button onClick={() => run({ tool: 'move', claims, number: n, toPosition: Number(position) }, `Claim ${n} moved to position ${position}.`)} disabled={!number || !position}>
          Move
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField size="small" label="Parent (if several)" type="number" value={parent} onChange={(e) => setParent(e.target.value)} sx={{ width: 160 }} />
        <Button onClick={() => run({ tool: 'fold', claims, number: n, ...(parent ? { parent: Number(parent) } : {}) }, `Claim ${n} is now independent.`)} disabled={!number}>
          Make claim independent
        </Button>
      </Stack>
      {tool.error && <Alert severity="error">{apiErrorText(tool.error)}</Alert>}
    </Stack>
  );
}
