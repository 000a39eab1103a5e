import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
import { formFillPdf, getFormFill, listApplicationPage, listFormFills, prefillForm, prefillFormFromFile, saveFormFill } from '@iprism/shared/api';
import { TOOLBOX_FORMS, TOOLBOX_FORM_INFO, type ApplicationRecord, type FormFillContent, type FormFillSummary, type ToolboxForm } from '@iprism/shared/contracts';
import { useToast } from '@iprism/shared/shell';
import { errorMessage } from '../features/error-message';
import { FormSections } from '../features/formfill/FormSections';
import { IdsRulesPanel } from '../features/formfill/IdsRulesPanel';
import { saveBlob } from '../features/save-blob';

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
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fills, setFills] = useState<FormFillSummary[]>([]);
  const [applications, setApplications] = useState<ApplicationRecord[]>([]);
  const [applicationId, setApplicationId] = useState('');
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    listFormFills(controller.signal).then((f) => !controller.signal.aborted && setFills(f), () => undefined);
    // Archived applications are a Pilot feature: without one the list fails and the choice stays hidden.
    listApplicationPage({ status: 'completed' }, controller.signal).then((p) => !controller.signal.aborted && setApplications(p.items), () => undefined);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const id = params.get('fill');
    if (!id || content) return;
    const controller = new AbortController();
    getFormFill(id, controller.signal).then(
      (saved) => {
        if (controller.signal.aborted) return;
        setForm(saved.form);
        setFillId(saved.id);
        setContent({ form: saved.form, title: saved.title, applicationId: saved.applicationId, sections: saved.sections });
      },
      (err: unknown) => !controller.signal.aborted && setError(errorMessage(err)),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  const start = (make: () => Promise<FormFillContent>) =>
    run('prefill', async () => {
      setContent(await make());
      setFillId(null);
    });
  const choose = (next: ToolboxForm) => {
    setForm(next);
    setContent(null);
    setFillId(null);
    setParams({ form: next });
  };
  const save = () =>
    run('save', async () => {
      if (!content) return;
      const saved = await saveFormFill(content, fillId ?? undefined);
      setFillId(saved.id);
      setParams({ fill: saved.id });
      setFills((list) => [{ id: saved.id, form: saved.form, title: saved.title, updatedAt: saved.updatedAt }, ...list.filter((f) => f.id !== saved.id)]);
      toast.success('Form fill saved.');
    });
  const download = () =>
    run('pdf', async () => {
      if (!content) return;
      const pdf = await formFillPdf(content);
      saveBlob(pdf.blob, pdf.fileName);
    });

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
            <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy !== null} onClick={() => file.current?.click()} data-testid="upload-application">
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
                if (chosen) void start(() => prefillFormFromFile(form, chosen));
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
                <Button disabled={busy !== null || !applicationId} onClick={() => void start(() => prefillForm(form, applicationId))}>
                  Fill
                </Button>
              </Stack>
            )}
            <Button disabled={busy !== null} onClick={() => void start(() => prefillForm(form))} data-testid="start-blank">
              Start blank
            </Button>
          </Stack>
          {busy === 'prefill' && <Typography sx={{ mt: 1 }}>Reading the application…</Typography>}
        </Paper>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {content && (
        <Stack spacing={2} component="section" aria-label="Review the fields">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField label="Title of this fill" value={content.title} onChange={(e) => setContent({ ...content, title: e.target.value })} sx={{ flex: 1 }} size="small" />
            <Button variant="outlined" onClick={() => void save()} disabled={busy !== null} data-testid="save-fill">
              Save
            </Button>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy !== null} data-testid="download-pdf">
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
