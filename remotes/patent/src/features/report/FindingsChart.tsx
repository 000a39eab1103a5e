import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Finding } from '@iprism/shared/contracts/report';
import { countByRule, countBySeverity, type Count } from './findings';
import { RULE_LABELS, SEVERITY_COLORS, SEVERITY_LABELS } from './report-labels';

interface Bar {
  key: string;
  label: string;
  count: number;
  /** A palette colour, e.g. 'error.main'. */
  color: string;
}

/** One list of labelled bars; the numbers are text, the bars only decoration (aria-hidden). */
function BarList({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={title}>
        {bars.map((bar) => (
          <Box component="li" key={bar.key} sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 40%) 1fr 2.5rem', alignItems: 'center', gap: 1 }} data-testid="chart-bar">
            <Typography variant="body2" noWrap title={bar.label}>
              {bar.label}
            </Typography>
            <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ width: `${(bar.count / max) * 100}%`, height: '100%', bgcolor: bar.color }} />
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {bar.count}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

const severityBars = (counts: Count<Finding['severity']>[]): Bar[] =>
  counts.map(({ key, count }) => ({ key, label: SEVERITY_LABELS[key], count, color: `${SEVERITY_COLORS[key]}.main` }));
const ruleBars = (counts: Count<Finding['rule']>[]): Bar[] => counts.map(({ key, count }) => ({ key, label: RULE_LABELS[key], count, color: 'primary.main' }));

/** Findings by severity and by rule, as bars in the theme's colours. */
export function FindingsChart({ findings }: { findings: readonly Finding[] }) {
  const rules = countByRule(findings);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} data-testid="findings-chart">
      <BarList title="Findings by severity" bars={severityBars(countBySeverity(findings))} />
      {rules.length > 0 && <BarList title="Findings by rule" bars={ruleBars(rules)} />}
    </Stack>
  );
}
