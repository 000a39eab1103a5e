import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { cpcQueries } from '@iprism/shared/api/cpc-queries';
import type { CpcSearchHit } from '@iprism/shared/contracts/cpc';
import { useDebouncedValue } from '@iprism/shared/ui';

export const CPC_SEARCH_LIMIT = 10;

type Answer = { q: string; hits: CpcSearchHit[]; error: null } | { q: string; hits: null; error: string };

/** Symbols or title words, asked once typing pauses; choosing a hit reveals it in the tree. */
export function CpcSearch({ onReveal }: { onReveal: (hit: CpcSearchHit) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text).trim();
  const search = useQuery({ ...cpcQueries.search(q, CPC_SEARCH_LIMIT), enabled: q !== '' });
  const current: Answer | null = !q ? null : search.isSuccess ? { q, hits: search.data, error: null } : search.isError ? { q, hits: null, error: apiErrorText(search.error) } : null;
  return (
    <Box>
      <TextField
        type="search"
        label="Search by symbol or concept"
        placeholder="G06N3 or lithium battery electrode"
        value={text}
        onChange={(e) => setText(e.target.value)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-controls': 'cpc-search-results' } }}
      />
      <Box id="cpc-search-results" aria-live="polite">
        {current?.error && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {current.error}
          </Typography>
        )}
        {current?.hits?.length === 0 && (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }} data-testid="cpc-search-empty">
            No subclass or group matches “{current.q}”.
          </Typography>
        )}
        {current?.hits && current.hits.length > 0 && (
          <Box component="ul" aria-label="Matching symbols" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, maxHeight: 280, overflow: 'auto' }}>
            {current.hits.map((hit) => (
              <li key={hit.symbol}>
                <ListItemButton dense onClick={() => onReveal(hit)} data-testid="cpc-search-hit" aria-label={`Show ${hit.symbol} ${hit.title} in the tree`}>
                  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: '5.5rem' }}>
                    {hit.symbol}
                  </Typography>{' '}
                  <Typography component="span" variant="body2" noWrap title={hit.title}>
                    {hit.title}
                  </Typography>
                </ListItemButton>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
