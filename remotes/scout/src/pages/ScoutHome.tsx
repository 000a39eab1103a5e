import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { Landscape, LandscapeFilters } from '@iprism/shared/contracts/scout';
import { LoadView } from '../features/common/LoadView';
import { patentPath } from '../features/common/paths';
import { LandscapeCharts } from '../features/landscape/LandscapeCharts';
import { LandscapeForm } from '../features/landscape/LandscapeForm';
import { narrow, paramsFromRequest, requestFromParams, type Narrowing } from '../features/landscape/landscape-params';
import { WatchFieldButton } from '../features/watches/WatchFieldButton';

/** /dashboard/scout: a field as a picture (years, assignees, CPC, countries) over every matching document. */
export default function ScoutHome() {
  const [params, setParams] = useSearchParams();
  const { query, filters } = requestFromParams(params);
  const key = query ? paramsFromRequest({ query, filters }).toString() : null;
  const landscape = useQuery({ ...scoutQueries.landscape({ query, filters }), enabled: key !== null });
  const apply = (f: LandscapeFilters) => setParams(paramsFromRequest({ query, filters: f }));
  const onNarrow = (by: Narrowing) => apply(narrow(filters, by));
  const active = Object.entries(filters) as [keyof LandscapeFilters, unknown][];
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h2">
        Scout
      </Typography>
      <LandscapeForm query={query} filters={filters} busy={landscape.isFetching} onSubmit={setParams} />
      {active.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Filters applied">
          {active.map(([k, v]) => (
            <Chip key={k} label={`${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`} onDelete={() => apply(Object.fromEntries(active.filter(([x]) => x !== k)) as LandscapeFilters)} data-testid={`filter-${k}`} />
          ))}
        </Stack>
      )}
      {key === null ? (
        <Typography color="text.secondary">Describe a technology field to see who files what, when and where, then watch it to hear of new documents.</Typography>
      ) : (
        <LoadView query={landscape} label="the landscape">
          {(l) => <LandscapeView landscape={l} query={query} filters={filters} onNarrow={onNarrow} />}
        </LoadView>
      )}
    </Stack>
  );
}

function LandscapeView({ landscape: l, query, filters, onNarrow }: { landscape: Landscape; query: string; filters: LandscapeFilters; onNarrow: (by: Narrowing) => void }) {
  if (l.total === 0) return <Alert severity="info">No document in the corpus matches every word of “{query}” with these filters.</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography aria-live="polite" data-testid="landscape-total">
          {l.total} matching {l.total === 1 ? 'document' : 'documents'}. Click a bar to narrow the field.
        </Typography>
        <WatchFieldButton query={query} filters={filters} />
      </Stack>
      <LandscapeCharts landscape={l} onNarrow={onNarrow} />
      {l.byCpc.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">Narrow by CPC:</Typography>
          {l.byCpc.map((c) => (
            <Chip key={c.symbol} size="small" label={`${c.symbol} (${c.count})`} title={c.title} onClick={() => onNarrow({ cpc: c.symbol })} />
          ))}
        </Stack>
      )}
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="landscape-documents">
        <Typography id="landscape-documents" variant="h6" component="h2">
          Matching documents{l.total > l.documents.length ? ` (best ${l.documents.length} of ${l.total})` : ''}
        </Typography>
        <List dense data-testid="landscape-documents">
          {l.documents.map((d) => (
            <ListItem key={d.publicationNumber} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={patentPath(d.publicationNumber)}>
                    {d.publicationNumber}: {d.title || 'Untitled'}
                  </Link>
                }
                secondary={[d.assignee, d.year, d.cpc.slice(0, 3).join(' ')].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
