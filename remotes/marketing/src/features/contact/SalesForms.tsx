import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DemoEmailSchema, FIRM_SIZES, InquiryEmailSchema } from '@iprism/shared/contracts/forms';
import { FormShell } from '../forms/FormShell';
import { SelectField } from '../forms/SelectField';
import { useForm } from '../forms/use-form';
import { optional } from '../forms/validate';

const SIZE_OPTIONS = FIRM_SIZES.map((value) => ({ value, label: `${value} people` }));

/** "Contact sales": straight to the sales inbox (POST /api/forms/send-inquiry-email). */
export function InquiryForm() {
  const form = useForm({
    kind: 'inquiry',
    initialValues: { name: '', email: '', firm: '', role: '', size: '', message: '' },
    schema: InquiryEmailSchema,
    toPayload: (v) => ({ ...v, role: optional(v.role), size: v.size || undefined }),
    successMessage: 'Thanks. Our sales team has your message.',
  });
  return (
    <FormShell name="inquiry" label="Contact sales" formRef={form.formRef} onSubmit={form.handleSubmit} formError={form.formError} submitting={form.submitting} submitLabel="Contact sales">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('name')} label="Full name" autoComplete="name" required />
        <TextField {...form.textField('email')} label="Work email" type="email" autoComplete="email" required />
        <TextField {...form.textField('firm')} label="Firm or company" autoComplete="organization" required />
        <TextField {...form.textField('role', 'Optional')} label="Your role" autoComplete="organization-title" />
      </Box>
      <SelectField {...form.textField('size')} label="Firm size" required options={SIZE_OPTIONS} placeholder="Choose a size" />
      <TextField {...form.textField('message', 'Seats, products, timing: whatever helps us answer.')} label="Message" multiline minRows={4} required />
    </FormShell>
  );
}

/** "Book a demo": the times that suit them go to sales (POST /api/forms/send-demo-email). */
export function DemoForm() {
  const form = useForm({
    kind: 'demo',
    initialValues: { name: '', email: '', firm: '', role: '', size: '', preferredTimes: '', message: '' },
    schema: DemoEmailSchema,
    toPayload: (v) => ({ ...v, size: v.size || undefined, message: optional(v.message) }),
    successMessage: 'Thanks. We will confirm a time by email.',
  });
  return (
    <FormShell name="demo" label="Book a demo" formRef={form.formRef} onSubmit={form.handleSubmit} formError={form.formError} submitting={form.submitting} submitLabel="Book a demo">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('name')} label="Full name" autoComplete="name" required />
        <TextField {...form.textField('email')} label="Work email" type="email" autoComplete="email" required />
        <TextField {...form.textField('firm')} label="Firm or company" autoComplete="organization" required />
        <TextField {...form.textField('role')} label="Your role" autoComplete="organization-title" required />
      </Box>
      <SelectField {...form.textField('size')} label="Firm size" required options={SIZE_OPTIONS} placeholder="Choose a size" />
      <TextField {...form.textField('preferredTimes', 'For example: Tuesday or Wednesday afternoon, Central European Time.')} label="Preferred times" required />
      <TextField {...form.textField('message', 'Optional')} label="Anything we should prepare?" multiline minRows={3} />
    </FormShell>
  );
}
