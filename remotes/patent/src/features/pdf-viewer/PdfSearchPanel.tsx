import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PdfTextItem } from './pdf-types';
import { searchPages, type SearchHit } from './text-match';

/** The list shows this many hits; more is a sign the search is too broad. */
export const MAX_LISTED_HITS = 200;

export interface PdfSearchPanelProps {
  /** Reads every page's text (cached by the caller). */
  readText: () => Promise<PdfTextItem[][]>;
  hits: readonly SearchHit[];
  activeIndex: number | null;
  /** New results; the caller jumps to the first. */
  onHits: (hits: SearchHit[]) => void;
  onJump: (index: number) => void;
}

/** Search over all pages: the hits as a list, each one a button that jumps to its page and highlights it. */
export function PdfSearchPanel({ readText, hits, activeIndex, onHits, onJump }: PdfSearchPanelProps) {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  // The search reads the loaded PDF's own text in the browser: local work, no server call.
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) {
      onHits([]);
      setSearched(null);
      return;
    }
    setSearching(true);
    setFailed(false);
    try {
      const found = searchPages(await readText(), q);
      onHits(found);
      setSearched(q);
    } catch {
      setFailed(true);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Stack spacing={1} component="section" aria-label="Search the document" data-testid="pdf-search">
      <Stack component="form" direction="row" spacing={1} onSubmit={search} role="search">
        <TextField size="small" type="search" label="Search the document" value={query} onChange={(e) => setQuery(e.target.value)} fullWidth />
        <Button type="submit" variant="outlined" disabled={searching}>
          Search
        </Button>
      </Stack>
      {searching && <LinearProgress aria-label="Searching" />}
      {failed && <Alert severity="error">The text of this PDF could not be read for searching.</Alert>}
      {searched !== null && !searching && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="pdf-search-count">
          {hits.length === 0 ? `No matches for “${searched}”.` : `${hits.length} ${hits.length === 1 ? 'match' : 'matches'} for “${searched}”.`}
        </Typography>
      )}
      {hits.length > 0 && (
        <List dense disablePadding aria-label="Search results" sx={{ maxHeight: 280, overflowY: 'auto' }}>
          {hits.slice(0, MAX_LISTED_HITS).map((hit, i) => (
            <ListItem key={`${hit.page}-${hit.range.first}-${i}`} disablePadding>
              <ListItemButton selected={i === activeIndex} onClick={() => onJump(i)} data-testid="pdf-search-hit">
                <ListItemText primary={`Page ${hit.page}`} secondary={hit.snippet} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
