import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { createAgreement } from '@iprism/shared/api/company';
import { agreementQueries } from '@iprism/shared/api/company-queries';
import type { CreateAgreement } from '@iprism/shared/contracts/agreements';
import { toast } from '@iprism/shared/shell';
import { AdminCard } from '../notifications/AdminCard';
import { EMPTY_DRAFT, dateInDays, toCreateAgreement, type AgreementDraft } from './agreement-form';

/** Writes an agreement and sends the recipient their personal link; the agreements list refetches with it. */
export function CreateAgreementCard() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AgreementDraft>({ ...EMPTY_DRAFT, expiresOn: dateInDays(14) });
  const [errors, setErrors] = useState<Partial<Record<keyof AgreementDraft, string>>>({});
  const [sentUrl, setSentUrl] = useState<string | null>(null);

  const field = (key: keyof AgreementDraft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [key]: e.target.value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
  });

  const sending = useMutation({
    mutationFn: (agreement: CreateAgreement) => createAgreement(agreement),
    onSuccess: (created, agreement) => {
      setSentUrl(created.url);
      toast.success(`Agreement sent to ${agreement.recipientEmail}.`);
      setDraft({ ...EMPTY_DRAFT, expiresOn: dateInDays(14) });
      return queryClient.invalidateQueries({ queryKey: agreementQueries.adminAgreements().queryKey });
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const busy = sending.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = toCreateAgreement(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    sending.mutate(parsed.value);
  };

  return (
    <AdminCard title="Send an agreement" description="The recipient gets a personal link by e-mail, reads the text and agrees by typing their name." testId="agreement-create">
      <Stack component="form" spacing={1} noValidate onSubmit={submit} aria-label="Send an agreement">
        <TextField label="Title" required {...field('title')} slotProps={{ htmlInput: { 'data-testid': 'agreement-title' } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Recipient name" required fullWidth {...field('recipientName')} slotProps={{ htmlInput: { 'data-testid': 'agreement-recipient-name' } }} />
          <TextField label="Recipient e-mail" type="email" required fullWidth {...field('recipientEmail')} slotProps={{ htmlInput: { 'data-testid': 'agreement-recipient-email' } }} />
          <TextField label="Link valid until" type="date" required {...field('expiresOn')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'agreement-expires' } }} sx={{ minWidth: 180 }} />
        </Stack>
        <TextField label="Agreement text (Markdown)" required multiline minRows={6} {...field('body')} slotProps={{ htmlInput: { 'data-testid': 'agreement-body' } }} />
        <div>
          <Button type="submit" variant="contained" disabled={busy} data-testid="agreement-send">
            {busy ? 'Sending…' : 'Send for agreement'}
          </Button>
        </div>
        {sentUrl && (
          <Alert severity="success" sx={{ wordBreak: 'break-all' }} data-testid="agreement-sent-url">
            Sent. The recipient’s link: {sentUrl}
          </Alert>
        )}
      </Stack>
    </AdminCard>
  );
}
