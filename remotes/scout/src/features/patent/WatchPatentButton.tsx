import Button from '@mui/material/Button';
import { toast } from '@iprism/shared/shell';
import { useCreateWatch, watchRefusal } from '../watches/use-create-watch';

/** "Watch this patent": notifies when a newly imported document cites it. */
export function WatchPatentButton({ publicationNumber, title }: { publicationNumber: string; title: string }) {
  const creating = useCreateWatch();
  const watch = () =>
    creating.mutate(
      { name: `${publicationNumber}${title ? ` – ${title}` : ''}`.slice(0, 200), kind: 'patent', number: publicationNumber, digest: 'none' },
      {
        onSuccess: () => toast.success(`Watching ${publicationNumber}: you will be notified when a new document cites it.`),
        onError: (err) => {
          const refusal = watchRefusal(err);
          if (refusal) toast.error(refusal);
        },
      },
    );
  return (
    <Button variant="contained" onClick={watch} disabled={creating.isPending || creating.isSuccess} data-testid="watch-patent">
      {creating.isSuccess ? 'Watching' : creating.isPending ? 'Adding…' : 'Watch this patent'}
    </Button>
  );
}
