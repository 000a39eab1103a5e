import type { FormEvent, ReactNode, RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface FormShellProps {
  /** Used for the form's accessible name and test ids, e.g. `contact`. */
  name: string;
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  submitting: boolean;
  submitLabel: string;
  /** A short note under the button, e.g. how the data is used. */
  footnote?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every public form: browser validation off (the shared schemas give better
 * messages), one alert above the fields for the whole form, and a submit button that shows progress.
 */
export function FormShell({ name, label, formRef, onSubmit, formError, submitting, submitLabel, footnote, children }: FormShellProps) {
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={label} data-testid={`${name}-form`} aria-busy={submitting}>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }} data-testid={`${name}-form-error`}>
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          data-testid={`${name}-submit`}
        >
          {submitting ? 'Sending…' : submitLabel}
        </Button>
        {footnote && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
            {footnote}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
