import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { downloadClearanceReport, searchTrademarks } from '@iprism/shared/api/trademarks';
import { trademarkQueries } from '@iprism/shared/api/workspace-queries';
import type { TrademarkSearchRequest, TrademarkSearchResponse } from '@iprism/shared/contracts/trademarks';
import { useToast } from '@iprism/shared/shell';
import { countOf } from '@iprism/shared/text';
import { SectionCard } from '../features/account/SectionCard';
import { ClearanceResults } from '../features/trademark/ClearanceResults';
import { parseNiceClasses } from '../features/trademark/nice-input';

/** /dashboard/trademark (staff): a first clearance of a mark against the imported register, with a PDF report. */
export default function Trademark() {
  const toast = useToast();
  const register = useQuery(trademarkQueries.register());
  const [mark, setMark] = useState('');
  const [classes, setClasses] = useState('');
  const [errors, setErrors] = useState<{ mark?: string; classes?: string }>({});
  const [searched, setSearched] = useState<{ request: TrademarkSearchRequest; response: TrademarkSearchResponse } | null>(null);
  // The last results stay on screen while another search runs or when it fails.
  const searching = useMutation({
    mutationFn: (request: TrademarkSearchRequest) => searchTrademarks(request),
    onSuccess: (response, request) => setSearched({ request, response }),
  });
  const busy = searching.isPending;
  const failure = searching.error ? apiErrorText(searching.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseNiceClasses(classes);
    const found = { mark: mark.trim() ? undefined : 'Enter the mark to clear.', classes: parsed ? undefined : 'Nice classes are numbers from 1 to 45, e.g. 9, 42.' };
    setErrors(found);
    if (found.mark || found.classes || !parsed) return;
    searching.mutate({ mark: mark.trim(), classes: parsed });
  };
  const download = async () => {
    if (!searched) return;
    try {
      const file = await downloadClearanceReport(searched.request);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The report was not created: ${apiErrorText(err)}`);
    }
  };

  const registerChip =
    register.status === 'success' ? (
      <Chip
        size="small"
        data-testid="trademark-register"
        label={`Register: ${countOf(register.data.total, 'mark')}${register.data.demo ? ` (${register.data.demo === register.data.total ? 'demo data' : `${register.data.demo} demo`})` : ''}`}
        color={register.data.demo ? 'warning' : 'default'}
      />
    ) : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <SectionCard title="Trademark clearance" description="A first screen of a candidate mark against the register: spelling, sound and look, with related classes." aside={registerChip} testId="trademark-search-card">
        {register.status === 'success' && register.data.total === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            The register is empty. An administrator imports one with <code>pnpm trademarks:import &lt;file&gt;</code> (USPTO case-file XML or a CSV); a demo register comes with DEMO=1.
          </Alert>
        )}
        {register.status === 'error' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorText(register.error)}
          </Alert>
        )}
        <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={submit} noValidate aria-label="Search a mark">
          <TextField label="Mark" value={mark} onChange={(e) => setMark(e.target.value)} error={!!errors.mark} helperText={errors.mark ?? 'The words of the mark'} required fullWidth inputProps={{ maxLength: 200, 'data-testid': 'trademark-mark' }} />
          <TextField
            label="Nice classes"
            value={classes}
            onChange={(e) => setClasses(e.target.value)}
            error={!!errors.classes}
            helperText={errors.classes ?? 'e.g. 9, 42 — empty: every class'}
            sx={{ minWidth: { md: 240 } }}
            inputProps={{ 'data-testid': 'trademark-classes' }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { md: 1 } }} data-testid="trademark-search">
              {busy ? 'Searching…' : 'Search'}
            </Button>
          </div>
        </Stack>
      </SectionCard>
      {failure && <Alert severity="error">{failure}</Alert>}
      {searched && (
        <SectionCard
          title={`${countOf(searched.response.results.length, 'mark')} like “${searched.request.mark}”`}
          description={searched.request.classes.length ? `Classes ${searched.request.classes.join(', ')} and their coordinated classes` : 'All classes'}
          aside={
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} data-testid="trademark-report">
              PDF report
            </Button>
          }
          testId="trademark-results-card"
        >
          <ClearanceResults results={searched.response.results} />
        </SectionCard>
      )}
    </Stack>
  );
}
