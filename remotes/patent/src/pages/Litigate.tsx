import { useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../features/account/SectionCard';
import { InfringementForm } from '../features/litigate/InfringementForm';
import { InfringementResult } from '../features/litigate/InfringementResult';
import { InvalidityForm } from '../features/litigate/InvalidityForm';
import { InvalidityResult } from '../features/litigate/InvalidityResult';
import { useInfringementChart } from '../features/litigate/use-infringement-chart';
import { useInvalidityJob } from '../features/litigate/use-invalidity-job';

/**
 * /dashboard/litigate: an invalidity search on a corpus patent, and an infringement chart of a product
 * description against a patent's claims, each charted element by element, edited and exported.
 */
export default function Litigate() {
  const [params, setParams] = useSearchParams();
  const searchId = params.get('search');
  const chartId = params.get('chart');
  const [state, setJob] = useInvalidityJob(searchId);
  const [chartState, setChart] = useInfringementChart(chartId);
  const open = (key: 'search' | 'chart', id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, id);
      return next;
    });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <SectionCard title="Invalidity search" description="Searches the corpus for documents published before the priority date and charts each claim element against them." testId="invalidity-start-card">
        <InvalidityForm onStarted={(id) => open('search', id)} />
      </SectionCard>
      {state.status === 'loading' && <Skeleton variant="rounded" height={200} />}
      {state.status === 'error' && <Alert severity="error">{state.message}</Alert>}
      {state.status === 'ready' && <InvalidityResult key={state.job.id} job={state.job} onSaved={setJob} />}
      <SectionCard
        title="Infringement chart"
        description="Upload a product description and choose a patent: each claim element is mapped to the product passages that read on it, with a coverage per claim."
        testId="infringement-start-card"
      >
        <InfringementForm onCharted={(id) => open('chart', id)} />
      </SectionCard>
      {chartState.status === 'loading' && <Skeleton variant="rounded" height={200} />}
      {chartState.status === 'error' && <Alert severity="error">{chartState.message}</Alert>}
      {chartState.status === 'ready' && <InfringementResult key={chartState.chart.id} chart={chartState.chart} onSaved={setChart} />}
    </Stack>
  );
}
