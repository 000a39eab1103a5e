import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadInvalidityChart, saveInvalidityEdits } from '@iprism/shared/api/litigation';
import { INVALIDITY_EXPORT_FORMATS, type InvalidityJob } from '@iprism/shared/contracts/litigation';
import { ReportSection } from '../report/ReportSection';
import { ChartTable } from './ChartTable';
import { CoverageChart } from './CoverageChart';
import { useChartEdits } from './use-chart-edits';

type Selection = { kind: 'single'; numbers: [string] } | { kind: 'pair'; numbers: [string, string] };

/** A search's progress while it runs, then its candidates, coverage chart and the editable element-by-element charts. */
export function InvalidityResult({ job, onSaved }: { job: InvalidityJob; onSaved: (job: InvalidityJob) => void }) {
  const { edits, dirty, saving, edit, save, exportAs } = useChartEdits({
    stored: job.edits,
    save: (list) => saveInvalidityEdits(job.id, list),
    onSaved,
    download: (format) => downloadInvalidityChart(job.id, format),
  });
  const [selection, setSelection] = useState<Selection | null>(null);

  const first = job.anticipation[0] ?? job.obviousness[0]?.[0] ?? job.references[0]?.number;
  const shown: Selection | null = selection ?? (first ? { kind: 'single', numbers: [first] } : null);

  return (
    <Stack spacing={3} data-testid="invalidity-result">
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {job.subject}
        </Typography>
        <Typography variant="body2" data-testid="invalidity-priority">
          Prior art cut-off: published before <strong>{job.priorityDate ?? 'any date (none known)'}</strong>
          {job.priorityDateBasis ? ` — ${job.priorityDateBasis}` : ''}
        </Typography>
      </Stack>
      {job.status === 'running' && (
        <Stack spacing={1} data-testid="invalidity-progress">
          <LinearProgress variant="determinate" value={job.progress} aria-label="Search progress" />
          <Typography variant="body2" color="text.secondary" role="status">
            {job.progress}% — {job.message || 'Starting'}
          </Typography>
        </Stack>
      )}
      {job.status === 'failed' && <Alert severity="error">{job.message}</Alert>}
      {job.status === 'done' && (
        <>
          <Alert severity={job.references.length ? 'info' : 'warning'} data-testid="invalidity-message">
            {job.message}
          </Alert>
          {job.references.length > 0 && (
            <>
              <ReportSection title="Candidates" testId="invalidity-candidates">
                <Stack spacing={2}>
                  <div>
                    <Typography variant="subtitle2" component="h3" gutterBottom>
                      Anticipation (one reference discloses every element of a claim)
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {job.anticipation.length === 0 && <Typography color="text.secondary">None found.</Typography>}
                      {job.anticipation.map((n) => (
                        <Chip key={n} label={n} color="primary" onClick={() => setSelection({ kind: 'single', numbers: [n] })} variant={shown?.kind === 'single' && shown.numbers[0] === n ? 'filled' : 'outlined'} />
                      ))}
                    </Stack>
                  </div>
                  <div>
                    <Typography variant="subtitle2" component="h3" gutterBottom>
                      Obviousness (two references together, base reference first)
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {job.obviousness.length === 0 && <Typography color="text.secondary">None found.</Typography>}
                      {job.obviousness.map(([a, b]) => (
                        <Chip
                          key={`${a}+${b}`}
                          label={`${a} + ${b}`}
                          color="secondary"
                          onClick={() => setSelection({ kind: 'pair', numbers: [a, b] })}
                          variant={shown?.kind === 'pair' && shown.numbers.join() === `${a},${b}` ? 'filled' : 'outlined'}
                        />
                      ))}
                    </Stack>
                  </div>
                </Stack>
              </ReportSection>
              <ReportSection title="Coverage by reference" testId="invalidity-coverage">
                <CoverageChart references={job.references} />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
                  {job.references.map((r) => (
                    <Button key={r.number} size="small" variant={shown?.kind === 'single' && shown.numbers[0] === r.number ? 'contained' : 'outlined'} onClick={() => setSelection({ kind: 'single', numbers: [r.number] })}>
                      Chart {r.number}
                    </Button>
                  ))}
                </Stack>
              </ReportSection>
              <ReportSection
                title="Claim chart"
                testId="invalidity-chart"
                action={
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button size="small" variant="contained" onClick={() => void save()} disabled={!dirty || saving} data-testid="invalidity-save">
                      {saving ? 'Saving…' : dirty ? 'Save edits' : 'Edits saved'}
                    </Button>
                    {INVALIDITY_EXPORT_FORMATS.map((format) => (
                      <Button key={format} size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportAs(format)} data-testid={`invalidity-export-${format}`}>
                        {format.toUpperCase()}
                      </Button>
                    ))}
                  </Stack>
                }
              >
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Your edits and notes stay in your account; nothing is sent to anyone. Exports include every reference charted.
                </Typography>
                {shown?.numbers.map((number) => {
                  const reference = job.references.find((r) => r.number === number);
                  if (!reference) return null;
                  return (
                    <Stack key={number} spacing={1} sx={{ mb: 3 }}>
                      <Typography variant="subtitle1" component="h3">
                        {reference.number} — {reference.title || 'untitled'} ({reference.publicationDate ?? 'date unknown'}), {Math.round(reference.coverage * 100)}% of elements
                      </Typography>
                      <ChartTable
                        claims={job.claims}
                        reference={reference}
                        edits={edits}
                        onEdit={(elementId, patch) => edit(number, elementId, patch)}
                      />
                    </Stack>
                  );
                })}
              </ReportSection>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
