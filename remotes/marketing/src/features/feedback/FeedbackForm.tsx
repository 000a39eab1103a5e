import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FeedbackSubmissionSchema } from '@iprism/shared/contracts/forms';
import { FormShell } from '../forms/FormShell';
import { SelectField } from '../forms/SelectField';
import { useForm } from '../forms/use-form';
import { EMPTY_FEEDBACK, FEEDBACK_AREA_OPTIONS, RATING_OPTIONS, feedbackPayload } from './feedback-form';

export function FeedbackForm() {
  const form = useForm({
    kind: 'feedback',
    initialValues: EMPTY_FEEDBACK,
    schema: FeedbackSubmissionSchema,
    toPayload: feedbackPayload,
    successMessage: 'Thank you. Your feedback reached the product team.',
  });
  const ratingError = form.errors.rating;
  return (
    <FormShell
      name="feedback"
      label="Feedback form"
      formRef={form.formRef}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      submitting={form.submitting}
      submitLabel="Send feedback"
      footnote="Leave an email address only if you would like an answer."
    >
      <FormControl component="fieldset" error={Boolean(ratingError)} required data-field="rating">
        <FormLabel component="legend" id="feedback-rating-label">
          How would you rate iPrism?
        </FormLabel>
        <RadioGroup row name="rating" aria-labelledby="feedback-rating-label" value={form.values.rating} onChange={(e) => form.setValue('rating', e.target.value)}>
          {RATING_OPTIONS.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
        {ratingError && <FormHelperText>{ratingError}</FormHelperText>}
      </FormControl>
      <SelectField {...form.textField('area')} label="What is it about?" required options={FEEDBACK_AREA_OPTIONS} placeholder="Choose an area" />
      <TextField {...form.textField('message', 'What worked, what did not, what you would change.')} label="Your feedback" multiline minRows={5} required />
      <TextField {...form.textField('email', 'Optional')} label="Email" type="email" autoComplete="email" />
    </FormShell>
  );
}
