import Button from '@mui/material/Button';
import type { LandscapeFilters } from '@iprism/shared/contracts/scout';
import { toast } from '@iprism/shared/shell';
import { useCreateWatch, watchRefusal } from './use-create-watch';

/** Saves the landscape's query (and its CPC filter) as a search watch, notified in the app. */
export function WatchFieldButton({ query, filters }: { query: string; filters: LandscapeFilters }) {
  const creating = useCreateWatch();
  const name = filters.cpc ? `${query} in ${filters.cpc}` : query;
  const watch = () =>
    creating.mutate(
      { name: name.slice(0, 200), kind: 'search', query, ...(filters.cpc ? { cpc: filters.cpc } : {}), digest: 'none' },
      {
        onSuccess: () => toast.success(`Watching “${name}”: new documents will be notified.`),
        onError: (err) => {
          const refusal = watchRefusal(err);
          if (refusal) toast.error(refusal);
        },
      },
    );
  return (
    <Button variant="outlined" onClick={watch} disabled={creating.isPending} data-testid="watch-field">
      {creating.isPending ? 'Saving…' : 'Watch this field'}
    </Button>
  );
}
