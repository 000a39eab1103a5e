import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { publishTermsVersion } from '@iprism/shared/api/company';
import { termsQueries } from '@iprism/shared/api/company-queries';
import type { ActiveTerms, TermsKind, TermsVersion } from '@iprism/shared/contracts/terms';
import { confirm, toast } from '@iprism/shared/shell';
import { Markdown } from '@iprism/shared/ui';
import { AdminCard } from '../notifications/AdminCard';
import { nextVersion, toCreateTermsVersion, type TermsDraft } from './terms-form';

const KIND_LABEL: Record<TermsKind, string> = { terms: 'Terms of Service', privacy: 'Privacy notice' };

/** A `datetime-local` value for now in the browser's zone. */
const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

/** Writes and publishes a new version, starting from the text now in force; a live preview beside it. */
export function PublishTermsCard({ versions, onPublished }: { versions: TermsVersion[]; onPublished: () => void }) {
  const [draft, setDraft] = useState<TermsDraft>({ kind: 'terms', version: '', effectiveLocal: localNow(), changeSummary: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof TermsDraft, string>>>({});

  // Each kind starts from its active text and the next version number (again after each publish).
  const known = versions.filter((v) => v.kind === draft.kind).map((v) => v.version).join('\n');
  const { data: active } = useQuery(termsQueries.activeTerms());
  const [startedFrom, setStartedFrom] = useState<{ active: ActiveTerms; kind: TermsKind; known: string } | null>(null);
  if (active && (startedFrom?.active !== active || startedFrom.kind !== draft.kind || startedFrom.known !== known)) {
    setStartedFrom({ active, kind: draft.kind, known });
    setDraft((d) => ({ ...d, body: active[d.kind].body, version: nextVersion([active[d.kind].version, ...(known ? known.split('\n') : [])]) }));
  }
  const queryClient = useQueryClient();
  const publishing = useMutation({
    mutationFn: publishTermsVersion,
    // The text in force may be the new one already; the versions list is the page's to load again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsQueries.activeTerms().queryKey }),
  });

  const set = (key: keyof TermsDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = toCreateTermsVersion(draft);
    if (!parsed.ok) return setErrors(parsed.errors);
    const v = parsed.value;
    await confirm({
      type: 'warning',
      title: `Publish ${KIND_LABEL[v.kind]} ${v.version}?`,
      message:
        v.kind === 'terms'
          ? `From ${new Date(v.effectiveAt).toLocaleString()}, every signed-in user is asked to accept this version before going on. Published versions cannot be edited.`
          : `From ${new Date(v.effectiveAt).toLocaleString()}, /privacy shows this version. Published versions cannot be edited.`,
      confirmText: 'Publish',
      onConfirm: async () => {
        try {
          await publishing.mutateAsync(v);
          toast.success(`${KIND_LABEL[v.kind]} ${v.version} published.`);
          setDraft((d) => ({ ...d, changeSummary: '' }));
          onPublished();
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  };

  return (
    <AdminCard title="Publish a new version" description="Markdown: ## headings, lists, **bold** and links. The preview uses the public site’s renderer." testId="terms-publish">
      <Stack component="form" spacing={1} noValidate onSubmit={(e) => void submit(e)} aria-label="Publish a new version">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select label="Document" value={draft.kind} onChange={set('kind')} sx={{ minWidth: 200 }} helperText=" ">
            <MenuItem value="terms">Terms of Service</MenuItem>
            <MenuItem value="privacy">Privacy notice</MenuItem>
          </TextField>
          <TextField label="Version" value={draft.version} onChange={set('version')} error={Boolean(errors.version)} helperText={errors.version ?? ' '} slotProps={{ htmlInput: { 'data-testid': 'terms-version' } }} />
          <TextField
            label="Takes effect"
            type="datetime-local"
            value={draft.effectiveLocal}
            onChange={set('effectiveLocal')}
            error={Boolean(errors.effectiveLocal)}
            helperText={errors.effectiveLocal ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField label="Summary of changes (shown to users)" value={draft.changeSummary} onChange={set('changeSummary')} error={Boolean(errors.changeSummary)} helperText={errors.changeSummary ?? ' '} multiline minRows={2} slotProps={{ htmlInput: { 'data-testid': 'terms-summary' } }} />
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <TextField label="Text (Markdown)" value={draft.body} onChange={set('body')} error={Boolean(errors.body)} helperText={errors.body ?? ' '} multiline minRows={14} maxRows={30} sx={{ flex: 1 }} />
          <Paper variant="outlined" sx={{ flex: 1, p: 2, maxHeight: 560, overflow: 'auto' }} aria-label="Preview" component="section">
            <Typography variant="overline" color="text.secondary">
              Preview
            </Typography>
            <Markdown source={draft.body} />
          </Paper>
        </Stack>
        <div>
          <Button type="submit" variant="contained" data-testid="terms-publish-submit">
            Publish version
          </Button>
        </div>
      </Stack>
    </AdminCard>
  );
}
