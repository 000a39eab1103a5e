import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createAgreement } from '@iprism/shared/api';
import { toast } from '@iprism/shared/shell';
import { AdminCard } from '../notifications/AdminCard';
import { errorText } from '../notifications/error-text';
import { EMPTY_DRAFT, dateInDays, toCreateAgreement, type AgreementDraft } from './agreement-form';

/** Writes an agreement and sends the recipient their personal link. */
export function CreateAgreementCard({ onCreated }: { onCreated: () => void }) {
  const [draft, setDraft] = useState<AgreementDraft>({ ...EMPTY_DRAFT, expiresOn: dateInDays(14) });
  const [errors, setErrors] = useState<Partial<Record<keyof AgreementDraft, string>>>({});
  const [busy, setBusy] = useState(false);
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = toCreateAgreement(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    setBusy(true);
    try {
      const created = await createAgreement(parsed.value);
      setSentUrl(created.url);
      toast.success(`Agreement sent to ${parsed.value.recipientEmail}.`);
      setDraft({ ...EMPTY_DRAFT, expiresOn: dateInDays(14) });
      onCreated();
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminCard title="Send an agreement" description="The recipient gets a personal link by e-mail, reads the text and agrees by typing their name." testId="agreement-create">
      <Stack component="form" spacing={1} noValidate onSubmit={(e) => void submit(e)} aria-label="Send an agreement">
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
