import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STEPS } from './content';

export function StepsList() {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {STEPS.map((step, i) => (
        <Box component="li" key={step.title}>
          <Box
            aria-hidden
            sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center', fontWeight: 800, bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}
          >
            {i + 1}
          </Box>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {step.title}
          </Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
            {step.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
