import { ManualView } from '../features/help/ManualView';

/** /dashboard/patent/documentation: the product manual. */
export default function PatentDocumentation() {
  return <ManualView />;
}
