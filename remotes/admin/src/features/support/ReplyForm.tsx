import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { replyToSupportTicket } from '@iprism/shared/api';
import { SupportReplyRequestSchema, type AdminSupportTicket } from '@iprism/shared/contracts';
import { errorText } from '../notifications/error-text';

/** The answer box of one ticket; the user is notified when it is sent. */
export function ReplyForm({ ticket, onAnswered }: { ticket: AdminSupportTicket; onAnswered: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = SupportReplyRequestSchema.safeParse({ message });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please write an answer.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await replyToSupportTicket(ticket.id, checked.data.message);
      setMessage('');
      onAnswered();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(e) => void submit(e)} aria-label={`Answer “${ticket.subject}”`}>
      <TextField label="Answer" value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={2} size="small" slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'ticket-answer' } }} />
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button type="submit" variant="contained" size="small" disabled={busy} aria-busy={busy} data-testid="ticket-answer-send">
          {busy ? 'Sending…' : 'Send answer'}
        </Button>
      </div>
    </Stack>
  );
}
