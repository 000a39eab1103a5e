import { useSearchParams } from '@iprism/shared/router';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { priorArtPath } from '../applications/paths';
import { ReportPicker } from '../report/ReportPicker';
import { ApplicationPriorArt } from './ApplicationPriorArt';
import { CorpusSearch } from './CorpusSearch';

type View = 'application' | 'search';

/**
 * /dashboard/patent/priorart: an application's prior-art results (?applicationId=) or a picker, and
 * interactive search over the corpus (?tab=search, also where the CPC explorer's "search within" lands).
 */
export function PriorArtScreen() {
  const [params, setParams] = useSearchParams();
  const applicationId = params.get('applicationId');
  const view: View = params.get('tab') === 'search' || (!applicationId && (params.has('cpc') || params.has('q'))) ? 'search' : 'application';
  const select = (next: View) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'search') p.set('tab', 'search');
      else p.delete('tab');
      return p;
    });
  return (
    <Stack spacing={2}>
      <Tabs value={view} onChange={(_e, v: View) => select(v)} aria-label="Prior-art views">
        <Tab value="application" label="Application results" />
        <Tab value="search" label="Search the corpus" />
      </Tabs>
      {view === 'search' ? <CorpusSearch /> : applicationId ? <ApplicationPriorArt key={applicationId} applicationId={applicationId} /> : <ReportPicker pathFor={priorArtPath} title="Choose an application" />}
    </Stack>
  );
}
