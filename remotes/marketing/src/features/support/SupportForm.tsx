import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SupportRequestSchema } from '@iprism/shared/contracts/forms';
import { FormShell } from '../forms/FormShell';
import { SelectField } from '../forms/SelectField';
import { useForm } from '../forms/use-form';
import { SUPPORT_CATEGORY_OPTIONS, SUPPORT_PRIORITY_OPTIONS, initialSupportValues, supportPayload } from './support-form';

export function SupportForm({ category }: { category: string | null }) {
  const form = useForm({
    kind: 'support',
    initialValues: initialSupportValues(category),
    schema: SupportRequestSchema,
    toPayload: supportPayload,
    successMessage: 'Your support request is open. We will answer by email.',
  });
  const priorityError = form.errors.priority;
  return (
    <FormShell
      name="support"
      label="Support request form"
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      submitting={form.submitting}
      submitLabel="Send request"
      footnote={
        <>
          Please do not paste confidential claim text here; we will ask for what we need. See our{' '}
          <Link component={RouterLink} to="/privacy">
            privacy policy
          </Link>
          .
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('name')} label="Full name" autoComplete="name" required />
        <TextField {...form.textField('email', 'The address of your iPrism account, if you have one.')} label="Email" type="email" autoComplete="email" required />
      </Box>
      <SelectField {...form.textField('category')} label="What is it about?" required options={SUPPORT_CATEGORY_OPTIONS} placeholder="Choose a category" />
      <FormControl component="fieldset" error={Boolean(priorityError)} data-field="priority">
        <FormLabel component="legend" id="support-priority-label">
          Priority
        </FormLabel>
        <RadioGroup row name="priority" aria-labelledby="support-priority-label" value={form.values.priority} onChange={(e) => form.setValue('priority', e.target.value)}>
          {SUPPORT_PRIORITY_OPTIONS.map((o) => (
            <FormControlLabel
              key={o.value}
              value={o.value}
              control={<Radio inputProps={{ 'aria-describedby': `support-priority-${o.value}-hint` }} />}
              sx={{ mr: 3, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
              label={
                <span>
                  {o.label}
                  <Typography id={`support-priority-${o.value}-hint`} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {o.hint}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
        {priorityError && <FormHelperText>{priorityError}</FormHelperText>}
      </FormControl>
      <TextField {...form.textField('subject', 'One line, e.g. “Upload stops at 40%”.')} label="Subject" required slotProps={{ htmlInput: { maxLength: 160 } }} />
      <TextField
        {...form.textField('message', 'What you did, what you expected and what happened. Include the application name if it is about an analysis.')}
        label="Description"
        multiline
        minRows={6}
        required
      />
    </FormShell>
  );
}
