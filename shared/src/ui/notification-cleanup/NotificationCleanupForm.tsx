import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import type { NotificationCleanupResult } from '../../contracts/notifications';
import { confirm, toast } from '../../shell';
import { countOf } from '../../text';
import { apiErrorText } from '../../api/api-error';
import { CLEANUP_DAYS_MESSAGE, CLEANUP_DEFAULT_DAYS, CLEANUP_MAX_DAYS, CLEANUP_MIN_DAYS, deletedMessage, parseCleanupDays } from './cleanup-form';

export interface NotificationCleanupFormProps {
  /** Whose inboxes it empties, as the confirmation says it: "Every user's", "Your organization members'". */
  whose: string;
  cleanup: (olderThanDays: number) => Promise<NotificationCleanupResult>;
}

/** SPEC §6, §9: deletes notifications older than N days (30 by default), after a danger confirmation. */
export function NotificationCleanupForm({ whose, cleanup }: NotificationCleanupFormProps) {
  const [daysInput, setDaysInput] = useState(String(CLEANUP_DEFAULT_DAYS));
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = parseCleanupDays(daysInput);
    if (days === null) return setInvalid(true);
    // The dialog shows its loading state while the call runs, and stays open with the error (to retry or cancel) if it fails.
    await confirm({
      type: 'danger',
      title: 'Delete old notifications?',
      message: `${whose} notifications older than ${countOf(days, 'day')} will be deleted. This cannot be undone.`,
      confirmText: 'Delete',
      onConfirm: async () => {
        try {
          const { deleted } = await cleanup(days);
          toast.success(deletedMessage(deleted));
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  };

  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }} noValidate onSubmit={(e) => void submit(e)} aria-label="Clean up old notifications">
      <TextField
        label="Older than (days)"
        type="number"
        value={daysInput}
        onChange={(e) => {
          setDaysInput(e.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? CLEANUP_DAYS_MESSAGE : ' '}
        slotProps={{ htmlInput: { min: CLEANUP_MIN_DAYS, max: CLEANUP_MAX_DAYS, step: 1, inputMode: 'numeric', 'data-testid': 'cleanup-days' } }}
        sx={{ maxWidth: 220 }}
      />
      <Button type="submit" variant="outlined" color="error" startIcon={<DeleteSweepOutlinedIcon />} sx={{ mt: { sm: 1 } }} data-testid="cleanup-submit">
        Delete old notifications
      </Button>
    </Stack>
  );
}
