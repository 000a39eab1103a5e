import Typography from '@mui/material/Typography';
import { snippetParts } from './snippet-parts';

/** A search snippet with its matched terms highlighted. */
export function Snippet({ snippet }: { snippet: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ '& mark': { bgcolor: 'warning.light', color: 'text.primary', px: 0.25, borderRadius: 0.5 } }}>
      {snippetParts(snippet).map((p, i) => (p.marked ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </Typography>
  );
}
