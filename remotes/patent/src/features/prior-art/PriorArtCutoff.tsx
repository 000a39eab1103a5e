import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setPriorArtCutoff } from '@iprism/shared/api';
import type { PriorArtResult } from '@iprism/shared/contracts';
import { useToast } from '@iprism/shared/shell';
import { loadErrorMessage } from '../account/api-errors';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The date prior art must predate, with its basis, and the user's control over it. Without any date the
 * results are labelled as not cut off and the user is asked for one. Changing it searches again.
 */
export function PriorArtCutoff({ result, readOnly, onChanged }: { result: PriorArtResult; readOnly: boolean; onChanged: () => void }) {
  const toast = useToast();
  const [date, setDate] = useState(result.cutoffDate ?? '');
  const [busy, setBusy] = useState(false);
  const apply = async (next: string | null) => {
    setBusy(true);
    try {
      await setPriorArtCutoff(result.applicationId, { date: next });
      toast.success(next ? `Searching prior art again before ${next}` : "Searching prior art again before the document's earliest date");
      onChanged();
    } catch (err) {
      toast.error(`The cutoff was not changed: ${loadErrorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };
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
      <Button variant="contained" size="small" disabled={busy || !date || date === result.cutoffDate || date > today()} onClick={() => void apply(date)} data-testid="prior-art-cutoff-apply">
        Search again
      </Button>
      {result.cutoffSource === 'user' && (
        <Button size="small" disabled={busy} onClick={() => void apply(null)}>
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
