import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { openSupportTicket } from '@iprism/shared/api/support';
import { supportQueries } from '@iprism/shared/api/workspace-queries';
import { CreateSupportTicketSchema, SUPPORT_LOG_ENTRIES_MAX, type CreateSupportTicket } from '@iprism/shared/contracts/support';
import { SUPPORT_CATEGORIES, type SupportCategory } from '@iprism/shared/contracts/forms';
import { logger } from '@iprism/shared/logger';
import { toast } from '@iprism/shared/shell';
import { fieldErrorMessage, formErrorMessage } from '../account/api-errors';
import { buildDiagnostics, loadAppVersions, ticketPagePath } from './diagnostics';

const CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account and sign-in',
  billing: 'Billing and credits',
  uploads: 'Uploads',
  reports: 'Reports',
  'prior-art': 'Prior art',
  ids: 'IDS',
  other: 'Something else',
};

type Field = 'category' | 'subject' | 'message' | 'pagePath';

/**
 * The contact form: what it is about, the page, and the diagnostic bundle only when the box is ticked.
 * A sent ticket heads the user's ticket list at once, and the list is asked for again.
 */
export function SupportForm() {
  const location = useLocation();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<SupportCategory | ''>('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [pagePath, setPagePath] = useState(() => ticketPagePath(location.search, document.referrer, window.location.origin, location.pathname));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: async ({ ticket, withDiagnostics }: { ticket: CreateSupportTicket; withDiagnostics: boolean }) => {
      const diagnostics = withDiagnostics
        ? buildDiagnostics(
            { userAgent: navigator.userAgent, language: navigator.language, width: window.innerWidth, height: window.innerHeight, theme: theme.palette.mode },
            await loadAppVersions(),
            logger.entries(),
          )
        : null;
      return openSupportTicket({ ...ticket, diagnostics });
    },
    onSuccess: (ticket) => {
      toast.success('Your message reached support. The answer will appear below.');
      setSubject('');
      setMessage('');
      setConsent(false);
      const mine = supportQueries.mine().queryKey;
      queryClient.setQueryData(mine, (list) => list && [ticket, ...list]);
      void queryClient.invalidateQueries({ queryKey: mine });
    },
    onError: (err) => {
      const fields: Partial<Record<Field, string>> = {};
      for (const f of ['category', 'subject', 'message', 'pagePath'] as const) {
        const m = fieldErrorMessage(err, f);
        if (m) fields[f] = m;
      }
      setErrors(fields);
      setFormError(formErrorMessage(err));
    },
  });
  const busy = sending.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const draft = { category, subject, message, pagePath, diagnostics: null };
    const checked = CreateSupportTicketSchema.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    sending.mutate({ ticket: checked.data, withDiagnostics: consent });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} data-testid="support-form" aria-label="Contact support">
      <TextField select label="What is it about?" value={category} onChange={(e) => setCategory(e.target.value as SupportCategory)} error={!!errors.category} helperText={errors.category} required data-testid="support-category">
        {SUPPORT_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} error={!!errors.subject} helperText={errors.subject} required slotProps={{ htmlInput: { maxLength: 160, 'data-testid': 'support-subject' } }} />
      <TextField label="Message" value={message} onChange={(e) => setMessage(e.target.value)} error={!!errors.message} helperText={errors.message ?? 'What you did, what you expected and what happened.'} required multiline minRows={4} slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'support-message' } }} />
      <TextField label="Page this is about" value={pagePath} onChange={(e) => setPagePath(e.target.value)} error={!!errors.pagePath} helperText={errors.pagePath ?? 'Attached to the ticket so support can open the same page.'} slotProps={{ htmlInput: { 'data-testid': 'support-page' } }} />
      <div>
        <FormControlLabel
          control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'support-consent-help', 'data-testid': 'support-consent' } as object }} />}
          label="Attach a diagnostic bundle"
        />
        <FormHelperText id="support-consent-help" sx={{ mt: 0 }}>
          Your browser and language, the screen size, the app versions and the last {SUPPORT_LOG_ENTRIES_MAX} entries of this browser’s console log (times, levels and messages). No documents, passwords or tokens.
        </FormHelperText>
      </div>
      {formError && (
        <Alert severity="error" data-testid="support-error">
          {formError}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy} data-testid="support-submit">
          {busy ? 'Sending…' : 'Send to support'}
        </Button>
      </div>
    </Stack>
  );
}
