import { ArchivesScreen } from '../features/archives/ArchivesScreen';

/** /dashboard/patent/archives: every application of the user, searchable, with its report and actions. */
export default function Archives() {
  return <ArchivesScreen />;
}
