import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { UnsubscribeRequestSchema, type UnsubscribeRequest } from '@iprism/shared/contracts/forms';
import { FormShell } from '../forms/FormShell';
import { useForm } from '../forms/use-form';
import { UNSUBSCRIBE_REASON_OPTIONS, initialUnsubscribeValues, unsubscribePayload } from './unsubscribe-form';

export function UnsubscribeForm({ email, onDone }: { email: string | null; onDone: (request: UnsubscribeRequest) => void }) {
  const form = useForm({
    kind: 'unsubscribe',
    initialValues: initialUnsubscribeValues(email),
    schema: UnsubscribeRequestSchema,
    toPayload: unsubscribePayload,
    successMessage: "You're unsubscribed from iPrism marketing email.",
    onSuccess: onDone,
  });
  const reasonError = form.errors.reason;
  return (
    <FormShell
      name="unsubscribe"
      label="Unsubscribe form"
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      submitting={form.submitting}
      submitLabel="Unsubscribe"
      footnote="Service emails about your account, such as sign-in and security notices, are not affected."
    >
      <TextField {...form.textField('email')} label="Email address" type="email" autoComplete="email" required />
      <FormControl component="fieldset" error={Boolean(reasonError)} required data-field="reason">
        <FormLabel component="legend" id="unsubscribe-reason-label">
          Why are you unsubscribing?
        </FormLabel>
        <RadioGroup name="reason" aria-labelledby="unsubscribe-reason-label" value={form.values.reason} onChange={(e) => form.setValue('reason', e.target.value)}>
          {UNSUBSCRIBE_REASON_OPTIONS.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
        {reasonError && <FormHelperText>{reasonError}</FormHelperText>}
      </FormControl>
      <TextField {...form.textField('details', 'Optional. Anything we should change?')} label="Details" multiline minRows={3} slotProps={{ htmlInput: { maxLength: 1000 } }} />
    </FormShell>
  );
}
