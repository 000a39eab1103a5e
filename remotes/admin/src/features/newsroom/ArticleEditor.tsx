import { useEffect, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { createArticle, publishArticle, setArticleCover, unpublishArticle, updateArticle } from '@iprism/shared/api/company';
import { newsroomQueries } from '@iprism/shared/api/company-queries';
import { ArticleContentSchema, CreateArticleSchema, type AdminArticle, type ArticleContent } from '@iprism/shared/contracts/newsroom-admin';
import { confirm, toast } from '@iprism/shared/shell';
import { Markdown } from '@iprism/shared/ui';
import { toastOutcome } from '../toast-outcome';
import { coverFileProblem, parseTags, resizeCover, slugify } from './cover-image';
import { CoverPreview } from './CoverPreview';

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
  const [idTouched, setIdTouched] = useState(false);
  const [scheduleAt, setScheduleAt] = useState(localInAnHour);
  const isNew = article === null;
  const queryClient = useQueryClient();

  useEffect(() => {
    setDraft(draftOf(article));
    setErrors({});
    setIdTouched(false);
  }, [article]);

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

  // Every action answers with the article as it now is: the admin list shows it at once (a new one too), then
  // the list and the public newsroom are fetched again for the server's order and what is public (not awaited:
  // the outcome is told at once).
  const answered = {
    onSuccess: (saved: AdminArticle) => {
      queryClient.setQueryData(newsroomQueries.adminArticles().queryKey, (list) => list && (list.some((a) => a.id === saved.id) ? list.map((a) => (a.id === saved.id ? saved : a)) : [saved, ...list]));
      onSaved(saved);
      void queryClient.invalidateQueries({ queryKey: newsroomQueries.adminArticles().queryKey });
      void queryClient.invalidateQueries({ queryKey: newsroomQueries.newsroom().queryKey });
    },
  };
  const saving = useMutation({ mutationFn: (content: ArticleContent) => (isNew ? createArticle({ ...content, id: draft.id }) : updateArticle(article.id, content)), ...answered });
  // Unsaved edits go out with the publication.
  const publishing = useMutation({
    mutationFn: async ({ id, content, at }: { id: string; content: ArticleContent; at: Date | null }) => {
      await updateArticle(id, content);
      return publishArticle(id, at?.toISOString());
    },
    ...answered,
  });
  const unpublishing = useMutation({ mutationFn: (id: string) => unpublishArticle(id), ...answered });
  const settingCover = useMutation({ mutationFn: async ({ id, file }: { id: string; file: File | null }) => setArticleCover(id, file && (await resizeCover(file))), ...answered });
  const busy = saving.isPending || publishing.isPending || unpublishing.isPending || settingCover.isPending;

  const save = () => {
    const content = validate();
    if (content) void toastOutcome(saving.mutateAsync(content), isNew ? 'Draft saved.' : 'Changes saved.');
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
          const content = validate();
          if (!content) throw new Error('Please fix the highlighted fields first.');
          await publishing.mutateAsync({ id: article.id, content, at });
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
    await toastOutcome(settingCover.mutateAsync({ id: article.id, file }), 'Cover image saved.');
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
          {article.coverImage && <CoverPreview key={article.coverImage} path={article.coverImage} />}
          <Button component="label" variant="outlined" disabled={busy}>
            {article.coverImage ? 'Replace cover image' : 'Add a cover image'}
            <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void chooseCover(e)} />
          </Button>
          {article.coverImage && (
            <Button color="inherit" disabled={busy} onClick={() => void toastOutcome(settingCover.mutateAsync({ id: article.id, file: null }), 'Cover image removed.')}>
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
          <Button color="warning" disabled={busy} onClick={() => void toastOutcome(unpublishing.mutateAsync(article.id), 'Article unpublished.')}>
            Unpublish
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
