import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ApplicationStatus } from '@iprism/shared/contracts/applications';

export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed' };
const STATUS_COLORS: Readonly<Record<ApplicationStatus, ChipProps['color']>> = { queued: 'default', running: 'info', completed: 'success', failed: 'error' };

/** An application's overall status. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status]} color={STATUS_COLORS[status]} variant={status === 'queued' ? 'outlined' : 'filled'} data-testid="status-chip" />;
}
