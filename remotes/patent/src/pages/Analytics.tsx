import { useSearchParams } from '@iprism/shared/router';
import { ReportPicker } from '../features/report/ReportPicker';
import { ReportScreen } from '../features/report/ReportScreen';

/** /dashboard/patent/analytics?applicationId={id}: one application's report, or a picker without an id. */
export default function Analytics() {
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  return applicationId ? <ReportScreen key={applicationId} applicationId={applicationId} /> : <ReportPicker />;
}
