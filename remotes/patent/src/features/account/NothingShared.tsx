import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import { EmptyState } from '@iprism/shared/ui';

/**
 * A client-portal user's empty screens (SPEC §6): they upload nothing, so the way to a report is their
 * firm sharing one. Says so, and who to ask.
 */
export function NothingShared() {
  return (
    <EmptyState
      icon={<FolderSharedOutlinedIcon />}
      heading="Nothing has been shared with you yet"
      description="Your firm shares applications with you here, to read. Ask your firm’s administrator to share one with you."
      testId="client-nothing-shared"
    />
  );
}
