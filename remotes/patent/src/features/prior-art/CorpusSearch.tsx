import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { corpusQueries } from '@iprism/shared/api/prior-art-queries';
import { toCsv } from '@iprism/shared/contracts/csv';
import type { PatentSearchResponse } from '@iprism/shared/contracts/patents';
import { usePatentSettings } from '../patent-settings/use-patent-settings';
import { patentPagePath } from '../acquisitions/patent-link';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { CorpusLoadingAlert } from './CorpusLoading';
import { rankingReason } from './ranking-reason';
import { Snippet } from './Snippet';
import { snippetParts } from './snippet-parts';
import { SEARCH_FIELDS, formFromParams, pageFromParams, requestFromForm, type SearchForm } from './search-params';

type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; response: PatentSearchResponse } | { status: 'error'; message: string };

const plain = (snippet: string) => snippetParts(snippet).map((p) => p.text).join('');

function exportCsv(response: PatentSearchResponse, query: string) {
  const rows = response.results.map((r) => [r.publicationNumber, r.title, r.score.toFixed(4), r.publicationDate, r.priorityDate, r.cpc.join(' '), plain(r.snippet)]);
  const csv = toCsv([['Publication number', 'Title', 'Score', 'Publication date', 'Priority date', 'CPC', 'Snippet'], ...rows]);
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `search ${query.slice(0, 40)} p${response.page}.csv`);
}

/** Interactive search over the corpus with the stage's filters; the URL holds the search. */
export function CorpusSearch() {
  const [params, setParams] = useSearchParams();
  const committed = formFromParams(params);
  const page = pageFromParams(params);
  const [form, setForm] = useState<SearchForm>(committed);
  // The saved result count and date limits shape every search; without them (still loading or failed) the product's defaults do.
  const settings = usePatentSettings();
  const priorArt = settings.status === 'success' ? settings.data.priorArt : null;
  const request = requestFromForm(committed, page, priorArt ? { pageSize: priorArt.resultCount, publishedAfter: priorArt.publishedAfter, publishedBefore: priorArt.publishedBefore } : {});
  const waitingForSettings = request !== null && settings.status === 'pending';
  const search = useQuery(corpusQueries.search(waitingForSettings ? null : request));
  const state: SearchState =
    request === null
      ? { status: 'idle' }
      : waitingForSettings || search.isPending
        ? { status: 'loading' }
        : search.isError
          ? { status: 'error', message: apiErrorText(search.error) }
          : { status: 'ready', response: search.data };

  const commit = (next: SearchForm, nextPage: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      for (const f of SEARCH_FIELDS) {
        if (next[f]) p.set(f, next[f]);
        else p.delete(f);
      }
      if (nextPage > 1) p.set('page', String(nextPage));
      else p.delete('page');
      return p;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    commit(form, 1);
  };
  const field = (name: keyof SearchForm) => ({ value: form[name], onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })) });

  return (
    <Stack spacing={2} data-testid="corpus-search">
      <Box component="form" role="search" aria-label="Search the patent corpus" onSubmit={submit}>
        <Stack spacing={2}>
          <TextField label="Search terms or claim text" multiline maxRows={6} required {...field('q')} slotProps={{ htmlInput: { 'data-testid': 'corpus-search-query' } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="CPC prefix" placeholder="G06N" size="small" {...field('cpc')} />
            <TextField label="Country" placeholder="US" size="small" {...field('country')} slotProps={{ htmlInput: { maxLength: 2 } }} />
            <TextField label="Kind" placeholder="B2" size="small" {...field('kind')} slotProps={{ htmlInput: { maxLength: 2 } }} />
            <TextField label="Published before" type="date" size="small" {...field('before')} slotProps={{ inputLabel: { shrink: true } }} />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              Search
            </Button>
          </Stack>
        </Stack>
      </Box>
      {state.status === 'idle' && <Typography color="text.secondary">{committed.cpc ? `Enter terms to search within ${committed.cpc}.` : 'Enter terms or paste a claim to search the corpus.'}</Typography>}
      {state.status === 'loading' && <LinearProgress aria-label="Searching" />}
      {state.status === 'error' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'ready' && (
        <>
          <CorpusLoadingAlert load={state.response.corpus} />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography role="status" data-testid="corpus-search-total">
              {state.response.total.toLocaleString('en-US')} {state.response.total === 1 ? 'document' : 'documents'}
            </Typography>
            <Chip size="small" variant="outlined" label={state.response.mode === 'fused' ? 'Full text + semantic' : state.response.mode === 'vector' ? 'Semantic' : 'Full text'} />
            <Box sx={{ flex: 1 }} />
            <Button size="small" startIcon={<DownloadIcon />} disabled={state.response.results.length === 0} onClick={() => exportCsv(state.response, committed.q)}>
              Export CSV
            </Button>
          </Stack>
          <List aria-label="Search results" disablePadding>
            {state.response.results.map((r) => {
              const reason = rankingReason(r.ranking, state.response.mode);
              return (
                <ListItem key={r.publicationNumber} divider alignItems="flex-start" data-testid="corpus-search-result" sx={{ display: 'block' }}>
                  <Typography variant="subtitle2">
                    <Link component={RouterLink} to={patentPagePath(r.publicationNumber)}>
                      {r.publicationNumber}
                    </Link>{' '}
                    · {r.title || 'Untitled'}
                  </Typography>
                  <Snippet snippet={r.snippet} />
                  {reason && (
                    <Typography variant="caption" color="text.secondary" component="p" data-testid="corpus-search-reason">
                      Why here: {reason}
                    </Typography>
                  )}
                  <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                    {r.publicationDate && <Chip size="small" label={`Published ${r.publicationDate}`} />}
                    {r.cpc.slice(0, 4).map((c) => (
                      <Chip key={c} size="small" variant="outlined" label={c} />
                    ))}
                  </Stack>
                </ListItem>
              );
            })}
          </List>
          {state.response.total > state.response.pageSize && (
            <Pagination count={Math.min(500, Math.ceil(state.response.total / state.response.pageSize))} page={state.response.page} onChange={(_e, p) => commit(committed, p)} />
          )}
        </>
      )}
    </Stack>
  );
}
