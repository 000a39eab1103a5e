import { DraftingWorkspace } from '../features/drafting/DraftingWorkspace';

/** /dashboard/patent/drafting: drafts of the patent dashboard, also started from an archived application. */
export default function PatentDrafting() {
  return <DraftingWorkspace heading="Patent Drafting" />;
}
