import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ABSTRACT_MAX_WORDS, type ReportStatistics } from '@iprism/shared/contracts/report';
import { countOf } from '@iprism/shared/text';

interface Stat {
  label: string;
  value: number;
  detail?: string;
  /** Over a rule's limit: shown in the warning colour. */
  over?: boolean;
}

function statsOf(s: ReportStatistics): Stat[] {
  return [
    { label: 'Pages', value: s.pages },
    { label: 'Words', value: s.words },
    { label: 'Claims', value: s.claims, detail: `${s.independentClaims} independent · ${s.dependentClaims} dependent${s.multipleDependentClaims ? ` · ${s.multipleDependentClaims} multiple dependent` : ''}` },
    { label: 'Abstract words', value: s.abstractWords, detail: `Limit ${ABSTRACT_MAX_WORDS}`, over: s.abstractWords > ABSTRACT_MAX_WORDS },
    { label: 'Title characters', value: s.titleChars },
    { label: 'Reference numerals', value: s.referenceNumerals },
    { label: 'Findings', value: s.findings.error + s.findings.warning + s.findings.info, detail: `${countOf(s.findings.error, 'error')} · ${countOf(s.findings.warning, 'warning')} · ${s.findings.info} info` },
  ];
}

const NUMBER = new Intl.NumberFormat('en-US');

/** The document's counts as small cards, a grid that folds to two columns on a phone. */
export function StatisticsCards({ statistics }: { statistics: ReportStatistics }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' }, gap: 1.5, m: 0 }} data-testid="report-statistics">
      {statsOf(statistics).map((stat) => (
        <Paper key={stat.label} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="statistic">
          <Typography component="dt" variant="caption" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', color: stat.over ? 'warning.main' : 'text.primary' }}>
            {NUMBER.format(stat.value)}
          </Typography>
          {stat.detail && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
              {stat.detail}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
