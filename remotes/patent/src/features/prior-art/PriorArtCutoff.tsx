import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { setPriorArtCutoff } from '@iprism/shared/api/prior-art';
import type { PriorArtResult } from '@iprism/shared/contracts/prior-art';
import { useToast } from '@iprism/shared/shell';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The date prior art must predate, with its basis, and the user's control over it. Without any date the
 * results are labelled as not cut off and the user is asked for one. Changing it searches again, so the
 * application's prior art is asked for again.
 */
export function PriorArtCutoff({ result, readOnly }: { result: PriorArtResult; readOnly: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(result.cutoffDate ?? '');
  const changing = useMutation({
    mutationFn: (next: string | null) => setPriorArtCutoff(result.applicationId, { date: next }),
    onSuccess: (_answer, next) => {
      toast.success(next ? `Searching prior art again before ${next}` : "Searching prior art again before the document's earliest date");
      return queryClient.invalidateQueries({ queryKey: applicationQueries.priorArt(result.applicationId).queryKey });
    },
    onError: (err) => toast.error(`The cutoff was not changed: ${apiErrorText(err)}`),
  });
  const busy = changing.isPending;
  const apply = (next: string | null) => changing.mutate(next);
  const uncut = result.cutoffDate === null;
  const editor = readOnly ? null : (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        type="date"
        size="small"
        label={uncut ? 'Priority or filing date' : 'Cutoff date'}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today(), 'data-testid': 'prior-art-cutoff-input' } }}
      />
      <Button variant="contained" size="small" disabled={busy || !date || date === result.cutoffDate || date > today()} onClick={() => apply(date)} data-testid="prior-art-cutoff-apply">
        Search again
      </Button>
      {result.cutoffSource === 'user' && (
        <Button size="small" disabled={busy} onClick={() => apply(null)}>
          Use the document&apos;s date
        </Button>
      )}
    </Stack>
  );
  if (uncut) {
    return (
      <Alert severity="warning" data-testid="prior-art-uncut">
        <Stack spacing={1}>
          <Typography variant="body2">
            Not cut off: the document states no filing or priority date, so these results include documents published at any time, including after your application. Enter its
            effective date to keep only prior art.
          </Typography>
          {editor}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false} data-testid="prior-art-cutoff">
      <Stack spacing={1}>
        <Typography variant="body2">
          Prior art published before <strong>{result.cutoffDate}</strong> · {result.cutoffSource === 'user' ? 'set by you' : `basis: ${result.cutoffBasis?.split(' — ')[1] ?? 'the document'}`}
        </Typography>
        {result.cutoffSource === 'user' && result.dateClaims.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            The document claims {result.dateClaims.length === 1 ? 'one date' : `${result.dateClaims.length} dates`}, earliest {result.dateClaims[0]!.date}.
          </Typography>
        )}
        {editor}
      </Stack>
    </Alert>
  );
}
