import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CPC_LOW_CONFIDENCE, type CpcPrediction } from '@iprism/shared/contracts/patents';

/**
 * Predicted CPC subclasses with their confidence as bars, "low confidence" below CPC_LOW_CONFIDENCE, and the
 * corpus documents that carry each (the evidence an attorney can check).
 */
export function CpcPredictions({ predictions }: { predictions: CpcPrediction[] }) {
  if (predictions.length === 0) return <Typography color="text.secondary">No prediction: import the CPC scheme and a corpus to predict classes.</Typography>;
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Predicted CPC subclasses" data-testid="cpc-predictions">
      {predictions.map((p) => (
        <Box component="li" key={p.symbol}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">
              <strong>{p.symbol}</strong> {p.title}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexShrink: 0 }}>
              {p.score < CPC_LOW_CONFIDENCE && <Chip size="small" variant="outlined" color="warning" label="low confidence" />}
              <Typography variant="body2">{Math.round(p.score * 100)}%</Typography>
            </Stack>
          </Stack>
          <LinearProgress variant="determinate" value={Math.round(p.score * 100)} aria-label={`Confidence for ${p.symbol}`} color={p.score < CPC_LOW_CONFIDENCE ? 'warning' : 'primary'} />
          {p.supporting && p.supporting.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid="cpc-support">
              Supported by {p.supporting.map((s) => (s.title ? `${s.publicationNumber} (${s.title})` : s.publicationNumber)).join('; ')}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
