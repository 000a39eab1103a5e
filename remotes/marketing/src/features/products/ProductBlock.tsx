import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { Product } from './content';

/** One product: what it is on the left, what you get on the right; stacks on phones. */
export function ProductBlock({ product }: { product: Product }) {
  return (
    <Box
      component="section"
      id={product.id}
      aria-labelledby={`${product.id}-heading`}
      sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' }, py: { xs: 5, md: 7 }, borderTop: 1, borderColor: 'divider', scrollMarginTop: 72 }}
    >
      <Box>
        <Chip label={product.includedIn} size="small" color="primary" variant="outlined" sx={{ mb: 2 }} />
        <Typography id={`${product.id}-heading`} variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {product.name}
        </Typography>
        <Typography variant="h6" component="p" color="primary" sx={{ mt: 1, fontWeight: 500 }}>
          {product.tagline}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.05rem', lineHeight: 1.75 }}>
          {product.text}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, alignSelf: 'start' }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 1, mb: 1.5 }}>
          What you get
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
          {product.points.map((p) => (
            <Box component="li" key={p} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" color="success" sx={{ mt: '3px' }} aria-hidden />
              <Typography>{p}</Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
