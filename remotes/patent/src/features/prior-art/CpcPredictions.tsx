import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CpcPrediction } from '@iprism/shared/contracts';

/** Predicted CPC subclasses with their confidence as bars. */
export function CpcPredictions({ predictions }: { predictions: CpcPrediction[] }) {
  if (predictions.length === 0) return <Typography color="text.secondary">No prediction: import the CPC scheme and a corpus to predict classes.</Typography>;
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Predicted CPC subclasses" data-testid="cpc-predictions">
      {predictions.map((p) => (
        <Box component="li" key={p.symbol}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">
              <strong>{p.symbol}</strong> {p.title}
            </Typography>
            <Typography variant="body2">{Math.round(p.score * 100)}%</Typography>
          </Stack>
          <LinearProgress variant="determinate" value={Math.round(p.score * 100)} aria-label={`Confidence for ${p.symbol}`} />
        </Box>
      ))}
    </Stack>
  );
}
