import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadInfringementChart, saveInfringementEdits } from '@iprism/shared/api/litigation';
import { INVALIDITY_EXPORT_FORMATS, type InfringementChart } from '@iprism/shared/contracts/litigation';
import { ReportSection } from '../report/ReportSection';
import { ChartTable } from './ChartTable';
import { useChartEdits } from './use-chart-edits';

const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** An infringement chart: coverage per claim, then each element with the product passages that read on it, editable and exported like an invalidity chart. */
export function InfringementResult({ chart, onSaved }: { chart: InfringementChart; onSaved: (chart: InfringementChart) => void }) {
  const { edits, dirty, saving, edit, save, exportAs } = useChartEdits({
    stored: chart.edits,
    save: (list) => saveInfringementEdits(chart.id, list),
    onSaved,
    download: (format) => downloadInfringementChart(chart.id, format),
  });
  const alternatives = useMemo(() => new Map(chart.chart.map((c) => [c.elementId, c.passages])), [chart.chart]);
  const product = { number: chart.productName, title: chart.productName, publicationDate: null, coverage: 0, chart: chart.chart };

  return (
    <Stack spacing={3} data-testid="infringement-result">
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {chart.productName} against {chart.subject}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="infringement-coverage">
          {chart.coverage.map((c) => (
            <Chip key={c.claim} color={c.coverage === 1 ? 'success' : 'default'} variant={c.coverage === 1 ? 'filled' : 'outlined'} label={`Claim ${c.claim}: ${pct(c.coverage)} of elements read on`} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Coverage counts the elements disclosed by the score or as you decided. Saved edits update it.
        </Typography>
      </Stack>
      <ReportSection
        title="Infringement chart"
        testId="infringement-chart"
        action={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="contained" onClick={() => void save()} disabled={!dirty || saving} data-testid="infringement-save">
              {saving ? 'Saving…' : dirty ? 'Save edits' : 'Edits saved'}
            </Button>
            {INVALIDITY_EXPORT_FORMATS.map((format) => (
              <Button key={format} size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportAs(format)} data-testid={`infringement-export-${format}`}>
                {format.toUpperCase()}
              </Button>
            ))}
          </Stack>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your edits and notes stay in your account; nothing is sent to anyone.
        </Typography>
        <ChartTable
          claims={chart.claims}
          reference={product}
          edits={edits}
          passageHeading="Product passage"
          alternatives={alternatives}
          onEdit={(elementId, patch) => edit(chart.productName, elementId, patch)}
        />
      </ReportSection>
    </Stack>
  );
}
