import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../features/account/SectionCard';
import { InvalidityForm } from '../features/litigate/InvalidityForm';
import { InvalidityResult } from '../features/litigate/InvalidityResult';
import { useInvalidityJob } from '../features/litigate/use-invalidity-job';

/** /dashboard/litigate: an invalidity search on a corpus patent, charted element by element, edited and exported. */
export default function Litigate() {
  const [params, setParams] = useSearchParams();
  const searchId = params.get('search');
  const [state, setJob] = useInvalidityJob(searchId);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <SectionCard title="Invalidity search" description="Searches the corpus for documents published before the priority date and charts each claim element against them." testId="invalidity-start-card">
        <InvalidityForm onStarted={(id) => setParams({ search: id })} />
      </SectionCard>
      {state.status === 'loading' && <Skeleton variant="rounded" height={200} />}
      {state.status === 'error' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'ready' && <InvalidityResult key={state.job.id} job={state.job} onSaved={setJob} />}
    </Stack>
  );
}
