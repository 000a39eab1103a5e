import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { saveContractor } from '@iprism/shared/api/contractors';
import { contractorQueries } from '@iprism/shared/api/staff-queries';
import { CONTRACTOR_STATUSES, type Contractor, type ContractorInput } from '@iprism/shared/contracts/contractors';
import { toast } from '@iprism/shared/shell';
import { draftOfContractor, emptyContractorDraft, toContractorInput, type ContractorDraft } from './contractor-form';

/** Adds a contractor (`contractor` null) or edits one. */
export function ContractorDialog({ open, contractor, onClose }: { open: boolean; contractor: Contractor | null; onClose: () => void }) {
  const [draft, setDraft] = useState<ContractorDraft>(emptyContractorDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof ContractorDraft, string>>>({});
  const queryClient = useQueryClient();
  // A contractor's record shows in the list, on their invoices and as their own record.
  const saving = useMutation({
    mutationFn: (input: ContractorInput) => saveContractor(contractor?.id ?? null, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractorQueries.all });
      toast.success(contractor ? 'Contractor updated.' : 'Contractor added.');
      onClose();
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  useEffect(() => {
    if (!open) return;
    setDraft(contractor ? draftOfContractor(contractor) : emptyContractorDraft());
    setErrors({});
  }, [open, contractor]);

  const field = (key: keyof ContractorDraft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [key]: e.target.value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    fullWidth: true,
  });

  const save = () => {
    const parsed = toContractorInput(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    saving.mutate(parsed.value);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="contractor-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="contractor-dialog-title">{contractor ? `Edit ${contractor.name}` : 'Add a contractor'}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <TextField label="Name" required {...field('name')} slotProps={{ htmlInput: { 'data-testid': 'contractor-name' } }} />
          <TextField label="E-mail (their sign-in address)" required type="email" {...field('email')} slotProps={{ htmlInput: { 'data-testid': 'contractor-email' } }} />
          <TextField label="Company" {...field('company')} />
          <Stack direction="row" spacing={2}>
            <TextField label="Country (ISO code)" required {...field('country')} slotProps={{ htmlInput: { maxLength: 2, 'data-testid': 'contractor-country' } }} />
            <TextField label="Hourly rate" required {...field('hourlyRate')} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'contractor-rate' } }} />
            <TextField label="Currency" required {...field('currency')} slotProps={{ htmlInput: { maxLength: 3 } }} />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField label="Start date" type="date" required {...field('startDate')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label="End date" type="date" {...field('endDate')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField select label="Status" {...field('status')}>
              {CONTRACTOR_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving.isPending} data-testid="contractor-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
