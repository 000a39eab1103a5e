import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { scoutQueries } from '@iprism/shared/api/scout-queries';
import type { Watch } from '@iprism/shared/contracts/scout';
import { EmptyState } from '@iprism/shared/ui';
import { LoadView } from '../features/common/LoadView';
import { NewWatchForm } from '../features/watches/NewWatchForm';
import { WatchCard } from '../features/watches/WatchCard';

/** /dashboard/scout/patents: watched patents and watched fields, with what is new since the last visit. */
export default function ScoutPatents() {
  const watches = useQuery(scoutQueries.watches());
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h2">
        Watches
      </Typography>
      <LoadView query={watches} label="your watches">
        {(list) => {
          const patents = list.watches.filter((w) => w.kind === 'patent');
          const fields = list.watches.filter((w) => w.kind !== 'patent');
          const card = (w: Watch) => <WatchCard key={w.id} watch={w} />;
          return (
            <>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {list.watches.length} of {list.limit} watches your plan allows per seat.
                </Typography>
                <NewWatchForm />
              </Paper>
              {list.watches.length === 0 ? (
                <EmptyState heading="No watches yet" description="Watch a field from its landscape on the Scout page, a patent from its page, or add one above." />
              ) : (
                <>
                  <Stack spacing={1} component="section" aria-labelledby="watched-patents">
                    <Typography id="watched-patents" variant="h6" component="h2">
                      Watched patents
                    </Typography>
                    {patents.length ? patents.map(card) : <Typography color="text.secondary">No patent watched: open a patent and choose “Watch this patent”.</Typography>}
                  </Stack>
                  <Stack spacing={1} component="section" aria-labelledby="watched-fields">
                    <Typography id="watched-fields" variant="h6" component="h2">
                      Watched fields
                    </Typography>
                    {fields.length ? fields.map(card) : <Typography color="text.secondary">No search or CPC group watched.</Typography>}
                  </Stack>
                </>
              )}
            </>
          );
        }}
      </LoadView>
    </Stack>
  );
}
