import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CorpusStatus } from '@iprism/shared/contracts/patents';

/** Countries shown as bars; the rest are summed into "Other". */
export const COUNTRY_BARS = 8;

/** Documents by country as labelled bars; the numbers are text, the bars only decoration (aria-hidden). */
export function CountryBars({ byCountry }: { byCountry: CorpusStatus['byCountry'] }) {
  const shown = byCountry.slice(0, COUNTRY_BARS);
  const other = byCountry.slice(COUNTRY_BARS).reduce((sum, c) => sum + c.documents, 0);
  const bars = other > 0 ? [...shown, { country: 'Other', documents: other }] : shown;
  const max = Math.max(1, ...bars.map((b) => b.documents));
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Documents by country">
      {bars.map((bar) => (
        <Box component="li" key={bar.country} sx={{ display: 'grid', gridTemplateColumns: '4rem 1fr 4.5rem', alignItems: 'center', gap: 1 }} data-testid="country-bar">
          <Typography variant="body2">{bar.country}</Typography>
          <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ width: `${(bar.documents / max) * 100}%`, height: '100%', bgcolor: 'primary.main' }} />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {bar.documents.toLocaleString('en-US')}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
