import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { applicationQueries } from '@iprism/shared/api/applications-queries';
import { formFillPdf, prefillForm, prefillFormFromFile, saveFormFill } from '@iprism/shared/api/toolbox';
import { toolboxQueries } from '@iprism/shared/api/toolbox-queries';
import { TOOLBOX_FORMS, TOOLBOX_FORM_INFO, type FormFillContent, type FormFillSummary, type ToolboxForm } from '@iprism/shared/contracts/toolbox';
import { useToast } from '@iprism/shared/shell';
import { errorMessage } from '../features/error-message';
import { FormSections } from '../features/formfill/FormSections';
import { IdsRulesPanel } from '../features/formfill/IdsRulesPanel';
import { saveBlob } from '../features/save-blob';

const NO_FILLS: FormFillSummary[] = [];

/** Where a fill starts: an uploaded application file, an archived application, or blank. */
interface FillSource {
  form: ToolboxForm;
  file?: File;
  applicationId?: string;
}

const isForm = (value: string | null): value is ToolboxForm => (TOOLBOX_FORMS as readonly string[]).includes(value ?? '');

/**
 * /dashboard/toolbox/formfill: choose a form, fill it from an application (a file uploaded here or one of
 * the archive) or start blank, review and correct the fields, download the PDF; saved fills reopen here.
 */
export default function FormFill() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<ToolboxForm | null>(isForm(params.get('form')) ? (params.get('form') as ToolboxForm) : null);
  const [content, setContent] = useState<FormFillContent | null>(null);
  const [fillId, setFillId] = useState<string | null>(params.get('fill'));
  const queryClient = useQueryClient();
  const fills = useQuery(toolboxQueries.fills()).data ?? NO_FILLS;
  // Archived applications are a Pilot feature: without one the list fails and the choice stays hidden.
  const applications = useQuery({ ...applicationQueries.page({ status: 'completed' }), retry: false }).data?.items ?? [];
  const [applicationId, setApplicationId] = useState('');
  const file = useRef<HTMLInputElement>(null);

  // A saved fill named in the URL opens once, unless the page already holds a fill.
  const fillParam = params.get('fill');
  const savedFill = useQuery({ ...toolboxQueries.fill(fillParam), enabled: content === null });
  if (savedFill.data && content === null) {
    const saved = savedFill.data;
    setForm(saved.form);
    setFillId(saved.id);
    setContent({ form: saved.form, title: saved.title, applicationId: saved.applicationId, sections: saved.sections });
  }
  const prefilling = useMutation({
    mutationFn: (source: FillSource) => (source.file ? prefillFormFromFile(source.form, source.file) : prefillForm(source.form, source.applicationId)),
    onSuccess: (filled) => {
      setContent(filled);
      setFillId(null);
    },
  });
  const saving = useMutation({
    mutationFn: ({ fill, id }: { fill: FormFillContent; id: string | null }) => saveFormFill(fill, id ?? undefined),
    onSuccess: (saved) => {
      setFillId(saved.id);
      setParams({ fill: saved.id });
      const summary: FormFillSummary = { id: saved.id, form: saved.form, title: saved.title, updatedAt: saved.updatedAt };
      queryClient.setQueryData(toolboxQueries.fills().queryKey, (list = []) => [summary, ...list.filter((f) => f.id !== saved.id)]);
      queryClient.setQueryData(toolboxQueries.fill(saved.id).queryKey, saved);
      toast.success('Form fill saved.');
    },
  });
  const downloading = useMutation({
    mutationFn: (fill: FormFillContent) => formFillPdf(fill),
    onSuccess: (pdf) => saveBlob(pdf.blob, pdf.fileName),
  });
  const busy = prefilling.isPending || saving.isPending || downloading.isPending;
  // The page shows what went wrong with the last thing asked, not an older failure.
  const latest = [prefilling, saving, downloading].reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  const error = latest.error ? errorMessage(latest.error) : savedFill.error && content === null ? errorMessage(savedFill.error) : null;

  const choose = (next: ToolboxForm) => {
    setForm(next);
    setContent(null);
    setFillId(null);
    setParams({ form: next });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1080 }}>
      <Typography variant="h4" component="h2">
        Form fill
      </Typography>
      <section aria-labelledby="choose-form">
        <Typography id="choose-form" variant="h6" component="h2" gutterBottom>
          1. Choose a form
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }} role="radiogroup" aria-label="Form">
          {TOOLBOX_FORMS.map((id) => (
            <Card key={id} variant="outlined" sx={{ borderColor: form === id ? 'primary.main' : 'divider', borderWidth: form === id ? 2 : 1 }}>
              <CardActionArea role="radio" aria-checked={form === id} onClick={() => choose(id)} data-testid={`form-${id}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {TOOLBOX_FORM_INFO[id].name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {TOOLBOX_FORM_INFO[id].rule}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {TOOLBOX_FORM_INFO[id].description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </section>
      {form && !content && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="choose-source">
          <Typography id="choose-source" variant="h6" component="h2" gutterBottom>
            2. Fill it from
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => file.current?.click()} data-testid="upload-application">
              An application file (USPTO XML, PDF, DOCX)
            </Button>
            <input
              ref={file}
              type="file"
              hidden
              accept=".xml,.pdf,.docx,.txt"
              aria-label="Application file"
              data-testid="application-file"
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                e.target.value = '';
                if (chosen) prefilling.mutate({ form, file: chosen });
              }}
            />
            {applications.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 260 }}>
                <TextField select size="small" label="An archived application" value={applicationId} onChange={(e) => setApplicationId(e.target.value)} sx={{ flex: 1 }}>
                  {applications.map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.title}
                    </MenuItem>
                  ))}
                </TextField>
                <Button disabled={busy || !applicationId} onClick={() => prefilling.mutate({ form, applicationId })}>
                  Fill
                </Button>
              </Stack>
            )}
            <Button disabled={busy} onClick={() => prefilling.mutate({ form })} data-testid="start-blank">
              Start blank
            </Button>
          </Stack>
          {prefilling.isPending && <Typography sx={{ mt: 1 }}>Reading the application…</Typography>}
        </Paper>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {content && (
        <Stack spacing={2} component="section" aria-label="Review the fields">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField label="Title of this fill" value={content.title} onChange={(e) => setContent({ ...content, title: e.target.value })} sx={{ flex: 1 }} size="small" />
            <Button variant="outlined" onClick={() => saving.mutate({ fill: content, id: fillId })} disabled={busy} data-testid="save-fill">
              Save
            </Button>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => downloading.mutate(content)} disabled={busy} data-testid="download-pdf">
              Download PDF
            </Button>
            <Button onClick={() => setContent(null)}>Start over</Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            3. Review every field: under each is where its value came from. Correct anything before you download.
          </Typography>
          {content.form === 'ids' && <IdsRulesPanel content={content} />}
          <FormSections content={content} onChange={setContent} />
        </Stack>
      )}
      {fills.length > 0 && (
        <section aria-labelledby="saved-fills">
          <Typography id="saved-fills" variant="h6" component="h2" gutterBottom>
            Saved fills
          </Typography>
          <List disablePadding>
            {fills.map((f) => (
              <ListItem key={f.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    setContent(null);
                    setParams({ fill: f.id });
                  }}
                >
                  <ListItemText primary={f.title} secondary={`${TOOLBOX_FORM_INFO[f.form].name} · saved ${new Date(f.updatedAt).toLocaleString()}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
