import { useEffect, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createArticle, downloadApiFile, publishArticle, setArticleCover, unpublishArticle, updateArticle } from '@iprism/shared/api';
import { ArticleContentSchema, CreateArticleSchema, type AdminArticle } from '@iprism/shared/contracts';
import { confirm, toast } from '@iprism/shared/shell';
import { Markdown, apiErrorText } from '@iprism/shared/ui';
import { coverFileProblem, parseTags, resizeCover, slugify } from './cover-image';

interface Draft {
  id: string;
  title: string;
  summary: string;
  tags: string;
  body: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (a: AdminArticle | null): Draft => (a ? { id: a.id, title: a.title, summary: a.summary, tags: a.tags.join(', '), body: a.body } : { id: '', title: '', summary: '', tags: '', body: '' });

/** A `datetime-local` value an hour ahead in the browser's zone. */
const localInAnHour = () => {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset(), 0, 0);
  return d.toISOString().slice(0, 16);
};

/** Writes one article (Markdown with the public site's renderer as live preview) and moves it through its states. */
export function ArticleEditor({ article, onSaved }: { article: AdminArticle | null; onSaved: (a: AdminArticle) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(article));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [idTouched, setIdTouched] = useState(false);
  const [scheduleAt, setScheduleAt] = useState(localInAnHour);
  const [coverUrl, setCoverUrl] = useState<string | null>(null);
  const isNew = article === null;

  useEffect(() => {
    setDraft(draftOf(article));
    setErrors({});
    setIdTouched(false);
  }, [article]);

  // The stored cover needs the session token, so it is fetched as a Blob for the preview.
  useEffect(() => {
    if (!article?.coverImage) return setCoverUrl(null);
    let url: string | null = null;
    let live = true;
    downloadApiFile(article.coverImage, 'cover').then(
      (file) => {
        if (!live) return;
        url = URL.createObjectURL(file.blob);
        setCoverUrl(url);
      },
      () => live && setCoverUrl(null),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [article?.coverImage]);

  const set = (key: keyof Draft) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'title' && isNew && !idTouched ? { id: slugify(value) } : {}) }));
    if (key === 'id') setIdTouched(true);
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  const validate = () => {
    const content = { title: draft.title, summary: draft.summary, body: draft.body, tags: parseTags(draft.tags) };
    const parsed = isNew ? CreateArticleSchema.safeParse({ ...content, id: draft.id }) : ArticleContentSchema.safeParse(content);
    if (parsed.success) return content;
    const next: Errors = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as keyof Draft] ??= issue.message;
    setErrors(next);
    return null;
  };

  const run = async (work: () => Promise<AdminArticle>, done: string) => {
    setBusy(true);
    try {
      const saved = await work();
      onSaved(saved);
      toast.success(done);
    } catch (err) {
      toast.error(apiErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const content = validate();
    if (content) void run(() => (isNew ? createArticle({ ...content, id: draft.id }) : updateArticle(article.id, content)), isNew ? 'Draft saved.' : 'Changes saved.');
  };

  const publish = (when: 'now' | 'later') => {
    if (!article) return;
    const at = when === 'later' ? new Date(scheduleAt) : null;
    if (at && (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())) return toast.error('Choose a time in the future to schedule the article.');
    void confirm({
      type: 'info',
      title: at ? 'Schedule this article?' : 'Publish this article now?',
      message: at ? `It becomes public on ${at.toLocaleString()} at /newsroom/${article.id} and in the RSS feed.` : `It becomes public at once at /newsroom/${article.id} and in the RSS feed.`,
      confirmText: at ? 'Schedule' : 'Publish',
      onConfirm: async () => {
        try {
          // Unsaved edits go out with the publication.
          const content = validate();
          if (!content) throw new Error('Please fix the highlighted fields first.');
          await updateArticle(article.id, content);
          onSaved(await publishArticle(article.id, at?.toISOString()));
          toast.success(at ? 'Article scheduled.' : 'Article published.');
        } catch (err) {
          throw new Error(err instanceof Error && !('status' in err) ? err.message : apiErrorText(err));
        }
      },
    });
  };

  const chooseCover = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !article) return;
    const problem = coverFileProblem(file);
    if (problem) return toast.error(problem);
    await run(async () => setArticleCover(article.id, await resizeCover(file)), 'Cover image saved.');
  };

  const state = article?.state;
  return (
    <Stack spacing={1.5} component="form" noValidate aria-label={isNew ? 'New article' : `Edit ${article.title}`} onSubmit={(e) => (e.preventDefault(), save())}>
      {state === 'scheduled' && article?.publishedAt && <Alert severity="info">Scheduled for {new Date(article.publishedAt).toLocaleString()}.</Alert>}
      {state === 'published' && (
        <Alert severity="success">
          Public at <a href={`/newsroom/${article!.id}`}>/newsroom/{article!.id}</a>.
        </Alert>
      )}
      <TextField label="Title" value={draft.title} onChange={set('title')} error={Boolean(errors.title)} helperText={errors.title ?? ' '} required slotProps={{ htmlInput: { 'data-testid': 'article-title' } }} />
      <TextField
        label="Address"
        value={draft.id}
        onChange={set('id')}
        error={Boolean(errors.id)}
        helperText={errors.id ?? (isNew ? `/newsroom/${draft.id || '…'}` : 'The address cannot change once created.')}
        disabled={!isNew}
        slotProps={{ htmlInput: { 'data-testid': 'article-id' } }}
      />
      <TextField label="Excerpt" value={draft.summary} onChange={set('summary')} error={Boolean(errors.summary)} helperText={errors.summary ?? 'Shown in the list, the RSS feed and link previews.'} multiline minRows={2} required slotProps={{ htmlInput: { 'data-testid': 'article-summary' } }} />
      <TextField label="Tags (comma-separated)" value={draft.tags} onChange={set('tags')} error={Boolean(errors.tags)} helperText={errors.tags ?? ' '} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <TextField label="Article (Markdown)" value={draft.body} onChange={set('body')} error={Boolean(errors.body)} helperText={errors.body ?? '## headings, - lists, **bold**, [links](https://…)'} multiline minRows={14} maxRows={40} sx={{ flex: 1 }} required slotProps={{ htmlInput: { 'data-testid': 'article-body' } }} />
        <Paper variant="outlined" component="section" aria-label="Preview" sx={{ flex: 1, p: 2, maxHeight: 640, overflow: 'auto' }}>
          <Typography variant="overline" color="text.secondary">
            Preview
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {draft.title || 'Untitled'}
          </Typography>
          <Markdown source={draft.body} />
        </Paper>
      </Stack>
      {!isNew && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {coverUrl && <Box component="img" src={coverUrl} alt="Current cover" sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1 }} />}
          <Button component="label" variant="outlined" disabled={busy}>
            {article.coverImage ? 'Replace cover image' : 'Add a cover image'}
            <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void chooseCover(e)} />
          </Button>
          {article.coverImage && (
            <Button color="inherit" disabled={busy} onClick={() => void run(() => setArticleCover(article.id, null), 'Cover image removed.')}>
              Remove cover
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            JPEG, PNG or WebP; resized to at most 1600 px wide.
          </Typography>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" disabled={busy} data-testid="article-save">
          {isNew ? 'Save draft' : 'Save changes'}
        </Button>
        {!isNew && state !== 'published' && (
          <Button variant="contained" disabled={busy} onClick={() => publish('now')} data-testid="article-publish">
            Publish now
          </Button>
        )}
        {!isNew && state !== 'published' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField size="small" type="datetime-local" label="Publish at" value={scheduleAt} onChange={(e) => setScheduleAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button disabled={busy} onClick={() => publish('later')}>
              Schedule
            </Button>
          </Stack>
        )}
        {!isNew && (state === 'published' || state === 'scheduled') && (
          <Button color="warning" disabled={busy} onClick={() => void run(() => unpublishArticle(article.id), 'Article unpublished.')}>
            Unpublish
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
