import { ClassificationExplorerScreen } from '../features/classification/ClassificationExplorerScreen';

/** /dashboard/patent/classification-explorer: the CPC scheme with corpus counts (not for client-portal users). */
export default function ClassificationExplorer() {
  return <ClassificationExplorerScreen />;
}
