import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { Link as RouterLink } from '@iprism/shared/router';
import Link from '@mui/material/Link';
import { ContactSubmissionSchema } from '@iprism/shared/contracts/forms';
import { FormShell } from '../forms/FormShell';
import { SelectField } from '../forms/SelectField';
import { useForm } from '../forms/use-form';
import { CONTACT_TOPIC_OPTIONS, contactPayload, initialContactValues } from './contact-form';

export function ContactForm({ topic }: { topic: string | null }) {
  const form = useForm({
    kind: 'contact',
    initialValues: initialContactValues(topic),
    schema: ContactSubmissionSchema,
    toPayload: contactPayload,
    successMessage: 'Thanks for getting in touch. Your message is with our team.',
  });
  return (
    <FormShell
      name="contact"
      label="Contact form"
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      submitting={form.submitting}
      submitLabel="Send message"
      footnote={
        <>
          We use your details only to answer you. See our{' '}
          <Link component={RouterLink} to="/privacy">
            privacy policy
          </Link>
          .
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('name')} label="Full name" autoComplete="name" required />
        <TextField {...form.textField('email')} label="Work email" type="email" autoComplete="email" required />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('company', 'Optional')} label="Firm or company" autoComplete="organization" />
        <SelectField {...form.textField('topic')} label="Topic" required options={CONTACT_TOPIC_OPTIONS} placeholder="Choose a topic" />
      </Box>
      <TextField {...form.textField('message', 'Tell us about your practice and what you would like to achieve.')} label="Message" multiline minRows={5} required />
    </FormShell>
  );
}
