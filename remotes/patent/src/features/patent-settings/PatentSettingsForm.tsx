import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PATENT_NOTIFICATION_CATEGORIES, PRIOR_ART_RESULT_COUNT_MAX, PRIOR_ART_RESULT_COUNT_MIN, REPORT_EXPORT_FORMATS, REPORT_PARTS, type PatentNotificationCategory, type PatentSettings } from '@iprism/shared/contracts/patent-settings';
import { savePatentSettings } from '@iprism/shared/api/patent-settings';
import { patentSettingsQueries } from '@iprism/shared/api/patent-settings-queries';
import { notificationQueries } from '@iprism/shared/api/workspace-queries';
import { toast } from '@iprism/shared/shell';
import { formErrorMessage } from '../account/api-errors';
import { SectionCard } from '../account/SectionCard';
import { REPORT_PART_LABELS } from '../report/report-labels';
import { checkSettings, orderedSections, toggled } from './settings-form';

const NOTIFICATION_LABELS: Record<PatentNotificationCategory, string> = {
  'application-status': 'Application status (a report is ready, a stage failed)',
  'prior-art': 'Prior-art searches',
  analytics: 'Analytics',
  license: 'Licence and renewal',
  payment: 'Payments and credits',
  organization: 'Organisation changes',
  security: 'Security',
  support: 'Answers from support',
};

const FORMAT_LABELS: Record<(typeof REPORT_EXPORT_FORMATS)[number], string> = { pdf: 'PDF report', json: 'JSON data' };

/**
 * The form of /dashboard/patent/settings: edits a copy, checks it with the server's schema, saves it whole.
 * The saved settings go into the cache; the notification list is asked for again, as it hides the kinds switched off.
 */
export function PatentSettingsForm({ initial }: { initial: PatentSettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: (settings: PatentSettings) => savePatentSettings(settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(patentSettingsQueries.detail().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: notificationQueries.list().queryKey });
      toast.success('Settings saved.');
    },
    onError: (err) => setFormError(formErrorMessage(err)),
  });
  const busy = saving.isPending;
  const set = (change: Partial<PatentSettings>) => setDraft((d) => ({ ...d, ...change }));
  const setPriorArt = (change: Partial<PatentSettings['priorArt']>) => setDraft((d) => ({ ...d, priorArt: { ...d.priorArt, ...change } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = checkSettings(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    saving.mutate(checked.settings);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} data-testid="patent-settings-form" aria-label="Patent workspace settings">
      <SectionCard title="Report" description="The parts a report opens with; the others stay one click away." testId="settings-report">
        <FormControl component="fieldset" error={!!errors.reportSections}>
          <FormLabel component="legend">Default report sections</FormLabel>
          <FormGroup row>
            {REPORT_PARTS.map((name) => (
              <FormControlLabel
                key={name}
                label={REPORT_PART_LABELS[name]}
                control={<Checkbox checked={draft.reportSections.includes(name)} onChange={(e) => set({ reportSections: orderedSections(draft.reportSections, name, e.target.checked) })} />}
              />
            ))}
          </FormGroup>
          {errors.reportSections && <FormHelperText>{errors.reportSections}</FormHelperText>}
        </FormControl>
      </SectionCard>

      <SectionCard title="Prior art" description="How many references a search lists, and the publication dates it considers." testId="settings-prior-art">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            label="Results per search"
            value={Number.isNaN(draft.priorArt.resultCount) ? '' : draft.priorArt.resultCount}
            onChange={(e) => setPriorArt({ resultCount: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            error={!!errors['priorArt.resultCount']}
            helperText={errors['priorArt.resultCount'] ?? `${PRIOR_ART_RESULT_COUNT_MIN} to ${PRIOR_ART_RESULT_COUNT_MAX}`}
            slotProps={{ htmlInput: { min: PRIOR_ART_RESULT_COUNT_MIN, max: PRIOR_ART_RESULT_COUNT_MAX, step: 1, 'data-testid': 'settings-result-count' } }}
          />
          <TextField
            type="date"
            label="Published on or after"
            value={draft.priorArt.publishedAfter ?? ''}
            onChange={(e) => setPriorArt({ publishedAfter: e.target.value || null })}
            error={!!errors['priorArt.publishedAfter']}
            helperText={errors['priorArt.publishedAfter'] ?? 'Empty: no limit'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'settings-published-after' } }}
          />
          <TextField
            type="date"
            label="Published before"
            value={draft.priorArt.publishedBefore ?? ''}
            onChange={(e) => setPriorArt({ publishedBefore: e.target.value || null })}
            error={!!errors['priorArt.publishedBefore']}
            helperText={errors['priorArt.publishedBefore'] ?? 'Empty: no limit'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'settings-published-before' } }}
          />
        </Stack>
      </SectionCard>

      <SectionCard title="Notifications" description="A kind you switch off is neither shown in your notifications nor pushed to you." testId="settings-notifications">
        <FormGroup>
          {PATENT_NOTIFICATION_CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              label={NOTIFICATION_LABELS[category]}
              control={
                <Switch
                  checked={draft.notifications[category]}
                  onChange={(e) => set({ notifications: { ...draft.notifications, [category]: e.target.checked } })}
                  slotProps={{ input: { 'data-testid': `settings-notify-${category}` } as object }}
                />
              }
            />
          ))}
        </FormGroup>
      </SectionCard>

      <SectionCard title="Exports" description="The formats the report offers to download." testId="settings-exports">
        <FormControl component="fieldset" error={!!errors.exportFormats}>
          <FormLabel component="legend">Export formats</FormLabel>
          <FormGroup row>
            {REPORT_EXPORT_FORMATS.map((format) => (
              <FormControlLabel
                key={format}
                label={FORMAT_LABELS[format]}
                control={<Checkbox checked={draft.exportFormats.includes(format)} onChange={(e) => set({ exportFormats: toggled(draft.exportFormats, format, e.target.checked, REPORT_EXPORT_FORMATS) })} />}
              />
            ))}
          </FormGroup>
          {errors.exportFormats && <FormHelperText>{errors.exportFormats}</FormHelperText>}
        </FormControl>
      </SectionCard>

      {formError && (
        <Alert severity="error" data-testid="settings-error">
          {formError}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy} data-testid="settings-save">
          {busy ? 'Saving…' : 'Save settings'}
        </Button>
        <Button type="button" onClick={() => { setDraft(initial); setErrors({}); }} disabled={busy}>
          Undo changes
        </Button>
      </Stack>
    </Stack>
  );
}
