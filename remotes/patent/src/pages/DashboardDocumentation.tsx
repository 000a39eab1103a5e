import { ManualView } from '../features/help/ManualView';

/** /dashboard/documentation: the product manual (the same one as the patent dashboard's). */
export default function DashboardDocumentation() {
  return <ManualView />;
}
