import { useState } from 'react';
import Button from '@mui/material/Button';
import { createWatch, isApiError } from '@iprism/shared/api';
import type { LandscapeFilters } from '@iprism/shared/contracts';
import { toast } from '@iprism/shared/shell';
import { errorText } from '../common/use-load';

/** Saves the landscape's query (and its CPC filter) as a search watch, notified in the app. */
export function WatchFieldButton({ query, filters }: { query: string; filters: LandscapeFilters }) {
  const [busy, setBusy] = useState(false);
  const name = filters.cpc ? `${query} in ${filters.cpc}` : query;
  const watch = async () => {
    setBusy(true);
    try {
      await createWatch({ name: name.slice(0, 200), kind: 'search', query, ...(filters.cpc ? { cpc: filters.cpc } : {}), digest: 'none' });
      toast.success(`Watching “${name}”: new documents will be notified.`);
    } catch (err) {
      if (!(isApiError(err) && (err.status === 401 || err.status === 403 || err.status >= 500))) toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void watch()} disabled={busy} data-testid="watch-field">
      {busy ? 'Saving…' : 'Watch this field'}
    </Button>
  );
}
