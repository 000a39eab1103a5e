import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { MANUAL } from './manual';
import { filterManual, highlightParts } from './manual-search';

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <Box key={i} component="mark" sx={{ bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const API_DOCS = '/api/docs';

/** The product manual with a search box that narrows it as one types and highlights the matches (the frame owns the h1). */
export function ManualView() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const sections = filterManual(MANUAL, deferred);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography color="text.secondary">
          How each stage works, what each finding means, the formats iPrism reads and the API. The full API reference is at{' '}
          <Link href={API_DOCS}>{API_DOCS}</Link>.
        </Typography>
      </Box>
      <TextField
        type="search"
        label="Search the documentation"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> }, htmlInput: { 'data-testid': 'manual-search' } }}
      />
      <Box role="status" aria-live="polite" sx={{ typography: 'body2', color: 'text.secondary' }} data-testid="manual-count">
        {deferred.trim() ? (sections.length === 0 ? `Nothing in the documentation matches “${deferred.trim()}”.` : `${sections.reduce((n, s) => n + s.entries.length, 0)} matching passages`) : ''}
      </Box>
      {sections.map((section) => (
        <Paper key={section.id} component="section" variant="outlined" aria-labelledby={`manual-${section.id}`} sx={{ p: { xs: 2, md: 3 } }} data-testid={`manual-section-${section.id}`}>
          <Typography id={`manual-${section.id}`} variant="h6" component="h2" gutterBottom>
            <Highlighted text={section.title} query={deferred} />
          </Typography>
          {section.entries
            .filter((entry) => entry.term === null)
            .map((entry, i) => (
              <Typography key={i} sx={{ mb: 1.5 }}>
                <Highlighted text={entry.text} query={deferred} />
              </Typography>
            ))}
          <Box component="dl" sx={{ m: 0 }}>
            {section.entries.map((entry, i) =>
              entry.term === null ? null : (
                <Box key={i} sx={{ mb: 1.5 }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    <Highlighted text={entry.term} query={deferred} />
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    <Highlighted text={entry.text} query={deferred} />
                  </Typography>
                </Box>
              ),
            )}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
