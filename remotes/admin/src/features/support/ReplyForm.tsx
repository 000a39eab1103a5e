import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { replyToSupportTicket } from '@iprism/shared/api/support';
import { supportQueries } from '@iprism/shared/api/workspace-queries';
import { SupportReplyRequestSchema, type AdminSupportTicket } from '@iprism/shared/contracts/support';

/** The answer box of one ticket; the user is notified when it is sent, and every ticket list shows the answer. */
export function ReplyForm({ ticket }: { ticket: AdminSupportTicket }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: (answer: string) => replyToSupportTicket(ticket.id, answer),
    onSuccess: () => {
      setMessage('');
      return queryClient.invalidateQueries({ queryKey: supportQueries.all });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = SupportReplyRequestSchema.safeParse({ message });
    setInvalid(checked.success ? null : (checked.error.issues[0]?.message ?? 'Please write an answer.'));
    if (checked.success) sending.mutate(checked.data.message);
  };
  const error = invalid ?? (sending.error ? apiErrorText(sending.error) : null);
  const busy = sending.isPending;

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit} aria-label={`Answer “${ticket.subject}”`}>
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
