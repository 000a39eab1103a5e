import { Link as RouterLink } from '@iprism/shared/router';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import { apiErrorText } from '@iprism/shared/api/api-error';
import type { ApplicationRecord } from '@iprism/shared/contracts/applications';
import { useConfirm, useToast } from '@iprism/shared/shell';
import { isClientPortalUser } from '../account/client-portal';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { reportPath } from '../applications/paths';
import { useDeleteApplication, useRetryApplication } from '../applications/use-application-changes';

export interface ArchiveRowActionsProps {
  application: ApplicationRecord;
}

const titleOf = (a: ApplicationRecord) => a.title || 'Untitled application';

/**
 * Open report, Re-run and Delete (confirmed in the host's dialog) for one row. A client-portal user only
 * opens reports (SPEC §6 read-only; the server refuses their writes anyway).
 */
export function ArchiveRowActions({ application }: ArchiveRowActionsProps) {
  const readOnly = isClientPortalUser(useSessionSnapshot().user);
  const toast = useToast();
  const { confirm } = useConfirm();
  const retry = useRetryApplication(application.id);
  const deletion = useDeleteApplication();
  const title = titleOf(application);

  const rerun = () =>
    retry.mutate(undefined, {
      onSuccess: () => toast.success(`Re-run started for “${title}”.`),
      onError: (err) => toast.error(`“${title}” could not be re-run: ${apiErrorText(err)}`),
    });

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Delete this application?',
      message: `“${title}”, its uploaded files, its report and its analysis results will be deleted permanently. This cannot be undone.`,
      type: 'danger',
      confirmText: 'Delete permanently',
      cancelText: 'Keep it',
      // Runs inside the dialog, which shows its progress and keeps a failure on screen for a retry.
      onConfirm: () => deletion.mutateAsync(application.id),
    });
    if (!confirmed) return;
    toast.success(`“${title}” was deleted.`);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="Open report">
        <IconButton component={RouterLink} to={reportPath(application.id)} aria-label={`Open report: ${title}`} size="small">
          <AssessmentOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {!readOnly && (
        <>
          <Tooltip title="Re-run">
            <span>
              <IconButton onClick={rerun} disabled={retry.isPending} aria-label={`Re-run: ${title}`} size="small">
                <ReplayIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton onClick={() => void remove()} aria-label={`Delete: ${title}`} size="small" color="error">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}
