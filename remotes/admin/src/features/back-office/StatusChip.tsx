import Chip from '@mui/material/Chip';
import type { AccountStatus } from '@iprism/shared/contracts/back-office';

const COLOR = { active: 'success', suspended: 'error', unverified: 'warning' } as const;

/** The account's status in words and colour (the word carries the meaning; colour only repeats it). */
export function StatusChip({ status }: { status: AccountStatus }) {
  return <Chip size="small" color={COLOR[status]} variant="outlined" label={status} data-testid={`status-${status}`} />;
}
