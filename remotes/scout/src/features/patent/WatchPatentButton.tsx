import { useState } from 'react';
import Button from '@mui/material/Button';
import { createWatch, isApiError } from '@iprism/shared/api';
import { toast } from '@iprism/shared/shell';
import { errorText } from '../common/use-load';

/** "Watch this patent": notifies when a newly imported document cites it. */
export function WatchPatentButton({ publicationNumber, title }: { publicationNumber: string; title: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const watch = async () => {
    setState('busy');
    try {
      await createWatch({ name: `${publicationNumber}${title ? ` – ${title}` : ''}`.slice(0, 200), kind: 'patent', number: publicationNumber, digest: 'none' });
      toast.success(`Watching ${publicationNumber}: you will be notified when a new document cites it.`);
      setState('done');
    } catch (err) {
      // Permission and server failures were toasted by the call; the rest (a 400) is said here.
      if (!(isApiError(err) && (err.status === 403 || err.status >= 500 || err.status === 401))) toast.error(errorText(err));
      setState('idle');
    }
  };
  return (
    <Button variant="contained" onClick={() => void watch()} disabled={state !== 'idle'} data-testid="watch-patent">
      {state === 'done' ? 'Watching' : state === 'busy' ? 'Adding…' : 'Watch this patent'}
    </Button>
  );
}
