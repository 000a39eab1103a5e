import { useEffect, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CV_ACCEPT, CV_MAX_BYTES, CV_UPLOAD_FIELDS } from '@iprism/shared/contracts/careers';
import { CareersApplicationSchema } from '@iprism/shared/contracts/forms';
import { formatByteLimit } from '@iprism/shared/contracts/applications';
import { FormShell } from '../forms/FormShell';
import { SelectField } from '../forms/SelectField';
import { useForm } from '../forms/use-form';
import { EMPTY_APPLICATION, applicationPayload, cvProblem } from './application-form';
import { OPEN_APPLICATION } from './openings';

/** `requestedRole` changes when a visitor presses "Apply" on an opening; the form follows it. `roles` are the open roles' titles. */
export function ApplicationForm({ requestedRole, roles }: { requestedRole: { role: string } | null; roles: readonly string[] }) {
  const roleOptions = [...roles.map((r) => ({ value: r, label: r })), { value: OPEN_APPLICATION, label: OPEN_APPLICATION }];
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const form = useForm({
    kind: 'careers',
    attachment: { payloadField: CV_UPLOAD_FIELDS.application, files: cv ? { [CV_UPLOAD_FIELDS.cv]: cv } : {} },
    initialValues: EMPTY_APPLICATION,
    schema: CareersApplicationSchema,
    toPayload: applicationPayload,
    successMessage: 'Thanks for applying. Your application reached our hiring team.',
  });
  const { setValue } = form;

  useEffect(() => {
    if (requestedRole) setValue('role', requestedRole.role);
  }, [requestedRole, setValue]);

  const pickCv = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    const problem = file ? cvProblem(file) : null;
    setCvError(problem);
    setCv(problem ? null : file);
    if (problem) e.target.value = '';
  };

  return (
    <FormShell
      name="careers"
      label="Job application"
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      submitting={form.submitting}
      submitLabel="Send application"
      footnote="We keep applications for twelve months, then delete them unless you ask us to keep yours."
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('name')} label="Full name" autoComplete="name" required />
        <TextField {...form.textField('email')} label="Email" type="email" autoComplete="email" required />
      </Box>
      <SelectField {...form.textField('role')} label="Role" required options={roleOptions} placeholder="Choose a role" />
      <TextField
        {...form.textField('links', 'Optional: LinkedIn, GitHub, a portfolio or publications, one per line, up to five.')}
        label="Links"
        multiline
        minRows={2}
        placeholder="https://"
      />
      <TextField
        {...form.textField('coverNote', 'A few paragraphs on what you have built and why this role. At least 50 characters.')}
        label="Cover note"
        multiline
        minRows={6}
        required
      />
      <Box data-field="cv">
        <Typography component="label" htmlFor="careers-cv" variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
          CV (optional)
        </Typography>
        <input id="careers-cv" name="cv" type="file" accept={CV_ACCEPT} onChange={pickCv} aria-describedby="careers-cv-hint" aria-invalid={cvError ? true : undefined} />
        <Typography id="careers-cv-hint" variant="caption" color={cvError ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.5 }} role={cvError ? 'alert' : undefined}>
          {cvError ?? `PDF, Word (DOCX) or plain text, up to ${formatByteLimit(CV_MAX_BYTES)}.`}
        </Typography>
      </Box>
    </FormShell>
  );
}
