import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Opening } from './openings';

function Bullets({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { my: 0.5 } }}>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </Box>
    </Box>
  );
}

export function OpeningCard({ opening, onApply }: { opening: Opening; onApply: (role: string) => void }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} aria-labelledby={`${opening.id}-title`}>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box>
          <Typography id={`${opening.id}-title`} variant="h6" component="h3">
            {opening.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {[opening.team, opening.location, opening.type].map((t) => (
              <Chip key={t} label={t} size="small" variant="outlined" />
            ))}
          </Box>
        </Box>
        <Button variant="contained" onClick={() => onApply(opening.title)} aria-label={`Apply for ${opening.title}`}>
          Apply
        </Button>
      </Box>
      <Typography sx={{ mt: 2, lineHeight: 1.7 }}>{opening.summary}</Typography>
      <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Bullets title="What you will do" items={opening.responsibilities} />
        <Bullets title="What we look for" items={opening.requirements} />
      </Box>
    </Paper>
  );
}
