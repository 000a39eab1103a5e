import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STAGES } from './content';

/** The six stages with a sample progress each, as the live progress view shows them. */
export function StagesPanel() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 } }}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
        {STAGES.map((s, i) => (
          <Box component="li" key={s.name}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
              <Typography component="h3" variant="subtitle1" fontWeight={700}>
                <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {i + 1}.
                </Box>
                {s.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {s.sample === 100 ? 'complete' : s.sample === 0 ? 'queued' : `${s.sample}%`}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={s.sample}
              color={s.sample === 100 ? 'success' : 'primary'}
              aria-label={`${s.name}: example progress ${s.sample}%`}
              sx={{ my: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="text.secondary">
              {s.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
