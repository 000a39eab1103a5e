import { DraftingWorkspace } from '../features/drafting/DraftingWorkspace';

/** /dashboard/drafting: the drafting workspace for every licence that drafts (Pilot, Toolbox, staff). */
export default function Drafting() {
  return <DraftingWorkspace heading="Drafting" />;
}
