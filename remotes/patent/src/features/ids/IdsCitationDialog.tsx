import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { IDS_CITATION_LIMITS, type IdsCitation, type IdsIssue } from '@iprism/shared/contracts/ids';
import { formErrors, formOf, type CitationForm, type CitationFormField } from './citation-form';

export interface IdsCitationDialogProps {
  /** The citation being corrected; the dialog is closed when null. */
  citation: IdsCitation | null;
  /** The server's current messages about it. */
  issues: readonly IdsIssue[];
  /** Whether the citation has a correction that can be undone. */
  corrected: boolean;
  busy: boolean;
  /** The server's refusal of the last save, shown in the dialog. */
  error: string | null;
  onSave: (form: CitationForm) => void;
  onUndo: () => void;
  onClose: () => void;
}

const PATENT_FIELDS: readonly { field: CitationFormField; label: string; max?: number; helper?: string; width: number }[] = [
  { field: 'country', label: 'Country code', helper: 'US, EP, WO, DE, JP …', width: 3 },
  { field: 'number', label: 'Document number', max: IDS_CITATION_LIMITS.number, helper: 'As published: DE 10 2010 012 345, JP H10-123456, WO 2010/123456', width: 6 },
  { field: 'kind', label: 'Kind code', helper: 'A1, B2 …', width: 3 },
  { field: 'date', label: 'Publication date', max: IDS_CITATION_LIMITS.date, helper: 'MM-DD-YYYY or YYYY-MM-DD', width: 4 },
  { field: 'name', label: 'Name of patentee or applicant', max: IDS_CITATION_LIMITS.name, width: 8 },
];

/**
 * The correction form of one citation: a patent document (country, number, kind, date, patentee) or
 * literature (the citation as written). The contract's checks run as the user types; the server checks
 * again on save and its messages stay on screen while the citation still fails.
 */
export function IdsCitationDialog({ citation, issues, corrected, busy, error, onSave, onUndo, onClose }: IdsCitationDialogProps) {
  const [form, setForm] = useState<CitationForm | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    setForm(citation ? formOf(citation) : null);
    setTouched(false);
  }, [citation]);
  if (!citation || !form) return null;
  const errors = formErrors(form);
  const shown = touched ? errors : {};
  const set = (field: keyof CitationForm) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });
  const save = () => {
    setTouched(true);
    if (Object.keys(errors).length === 0) onSave(form);
  };
  const title = `Correct cite ${citation.citeNo ?? citation.ref}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="ids-citation-dialog-title" data-testid="ids-citation-dialog">
      <DialogTitle id="ids-citation-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {issues.length > 0 && (
            <Alert severity={issues.some((i) => i.severity === 'error' || i.code === 'duplicate') ? 'warning' : 'info'} data-testid="ids-citation-dialog-issues">
              {issues.map((i) => (
                <div key={`${i.code}-${i.message}`}>{i.message}</div>
              ))}
            </Alert>
          )}
          {error && (
            <Alert severity="error" data-testid="ids-citation-dialog-error">
              {error}
            </Alert>
          )}
          <RadioGroup row aria-label="Kind of citation" value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as CitationForm['type'] })}>
            <FormControlLabel value="patent" control={<Radio />} label="Patent document" />
            <FormControlLabel value="npl" control={<Radio />} label="Non-patent literature" />
          </RadioGroup>
          <TextField label="Cite no." value={form.citeNo} onChange={set('citeNo')} sx={{ maxWidth: 160 }} inputProps={{ maxLength: IDS_CITATION_LIMITS.citeNo, 'data-testid': 'ids-field-citeNo' }} error={!!shown.citeNo} helperText={shown.citeNo} />
          {form.type === 'patent' ? (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
              {PATENT_FIELDS.map(({ field, label, max, helper, width }) => (
                <TextField
                  key={field}
                  label={label}
                  value={form[field]}
                  onChange={set(field)}
                  required={field === 'number'}
                  error={!!shown[field]}
                  helperText={shown[field] ?? helper}
                  inputProps={{ maxLength: max, 'data-testid': `ids-field-${field}` }}
                  sx={{ flex: `1 1 ${width * 60}px` }}
                />
              ))}
            </Stack>
          ) : (
            <TextField
              label="Citation"
              value={form.text}
              onChange={set('text')}
              required
              multiline
              minRows={3}
              error={!!shown.text}
              helperText={shown.text ?? 'Author (in capitals), title, journal or book, date, pages, volume-issue, publisher, DOI'}
              inputProps={{ maxLength: IDS_CITATION_LIMITS.text, 'data-testid': 'ids-field-text' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {corrected && (
          <Button onClick={onUndo} disabled={busy} sx={{ mr: 'auto' }} data-testid="ids-citation-undo">
            Undo correction
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined} data-testid="ids-citation-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
