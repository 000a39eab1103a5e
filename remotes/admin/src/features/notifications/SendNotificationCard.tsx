import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { sendAdminNotification, type AdminSendNotificationRequest } from '@iprism/shared/api/admin-notifications';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { toast } from '@iprism/shared/shell';
import { AdminCard } from './AdminCard';
import { OrganizationPicker } from './OrganizationPicker';
import { INITIAL_SEND_FORM, SEND_CATEGORIES, sentMessage, toSendRequest, type AudienceKind, type SendFormErrors, type SendFormValues } from './send-form';

const AUDIENCES: readonly { value: AudienceKind; label: string }[] = [
  { value: 'user', label: 'A user' },
  { value: 'organization', label: 'An organization' },
  { value: 'everyone', label: 'Everyone' },
];

/** Sends a notification to a user (by e-mail), an organisation's members or everyone; each recipient gets it live. */
export function SendNotificationCard() {
  const [values, setValues] = useState<SendFormValues>(INITIAL_SEND_FORM);
  const [errors, setErrors] = useState<SendFormErrors>({});
  const audienceLabelId = useId();
  const adminOnlyHelpId = useId();
  // Each recipient's bell, the sender's too, learns of it over the socket: no query to refetch.
  const send = useMutation({
    mutationFn: (request: AdminSendNotificationRequest) => sendAdminNotification(request),
    onSuccess: ({ sent }) => {
      toast.success(sentMessage(sent));
      // Ready for the next message to the same audience.
      setValues((v) => ({ ...v, text: '' }));
    },
  });
  const sending = send.isPending;
  const failure = send.error ? apiErrorText(send.error) : null;

  const set = <K extends keyof SendFormValues>(key: K, value: SendFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toSendRequest(values);
    if (!checked.ok) {
      send.reset();
      return setErrors(checked.errors);
    }
    send.mutate(checked.request);
  };

  return (
    <AdminCard title="Send a notification" description="It appears in the recipients' notification bell at once, and stays there until they delete it." testId="send-notification-card">
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label="Send a notification">
        <FormControl disabled={sending}>
          <FormLabel id={audienceLabelId}>Send to</FormLabel>
          <RadioGroup row aria-labelledby={audienceLabelId} value={values.audience} onChange={(e) => set('audience', e.target.value as AudienceKind)}>
            {AUDIENCES.map((a) => (
              <FormControlLabel key={a.value} value={a.value} control={<Radio />} label={a.label} />
            ))}
          </RadioGroup>
        </FormControl>
        {values.audience === 'user' && (
          <TextField
            label="User e-mail"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
            disabled={sending}
            slotProps={{ htmlInput: { 'data-testid': 'send-email' } }}
          />
        )}
        {values.audience === 'organization' && <OrganizationPicker value={values.organizationId} onChange={(id) => set('organizationId', id)} error={errors.organizationId} disabled={sending} />}
        <TextField
          label="Text"
          multiline
          minRows={3}
          value={values.text}
          onChange={(e) => set('text', e.target.value)}
          error={Boolean(errors.text)}
          helperText={errors.text ?? ' '}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'send-text' } }}
        />
        <TextField select label="Category" value={values.category} onChange={(e) => set('category', e.target.value)} disabled={sending} sx={{ maxWidth: 320 }} data-testid="send-category">
          {SEND_CATEGORIES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControl disabled={sending}>
          <FormControlLabel
            control={<Switch checked={values.adminOnly} onChange={(e) => set('adminOnly', e.target.checked)} slotProps={{ input: { 'aria-describedby': adminOnlyHelpId } }} />}
            label="Admins only"
          />
          <FormHelperText id={adminOnlyHelpId} sx={{ mx: 0 }}>
            Only recipients who administer their organization receive it.
          </FormHelperText>
        </FormControl>
        {failure && (
          <Alert severity="error" data-testid="send-error">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending} data-testid="send-submit">
            {sending ? 'Sending…' : 'Send notification'}
          </Button>
        </div>
      </Stack>
    </AdminCard>
  );
}
