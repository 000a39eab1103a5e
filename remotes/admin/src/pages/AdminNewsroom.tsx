import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { newsroomQueries } from '@iprism/shared/api/company-queries';
import type { AdminArticle, ArticleState } from '@iprism/shared/contracts/newsroom-admin';
import { ArticleEditor } from '../features/newsroom/ArticleEditor';

const STATE_CHIP: Record<ArticleState, 'default' | 'info' | 'success' | 'warning'> = { draft: 'default', scheduled: 'info', published: 'success', unpublished: 'warning' };

/** /admin/newsroom (staff): write articles, schedule, publish and unpublish them. */
export default function AdminNewsroom() {
  const { data, error: failure, isPending: loading, refetch } = useQuery(newsroomQueries.adminArticles());
  const error = failure && apiErrorText(failure);
  const reload = () => void refetch();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const current = data?.find((a) => a.id === selected) ?? null;

  // The editor's actions put the article into the cached list themselves.
  const onSaved = (a: AdminArticle) => {
    setCreating(false);
    setSelected(a.id);
  };

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" component="section" aria-labelledby="articles-heading" sx={{ p: 2, width: { xs: '100%', lg: 320 }, flexShrink: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="articles-heading" variant="h6" component="h2">
            Articles
          </Typography>
          <Button size="small" href="/newsroom/rss.xml" target="_blank" startIcon={<RssFeedIcon />}>
            RSS
          </Button>
        </Stack>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ my: 1.5 }}
          onClick={() => {
            setCreating(true);
            setSelected(null);
          }}
          data-testid="article-new"
        >
          New article
        </Button>
        {error && (
          <Alert severity="error" action={<Button onClick={reload}>Try again</Button>}>
            {error}
          </Alert>
        )}
        {loading && !data && <CircularProgress aria-label="Loading articles" />}
        <List dense aria-label="Articles">
          {data?.map((a) => (
            // A list holds list items: each button sits in its own <li>.
            <ListItem key={a.id} disablePadding>
              <ListItemButton
                selected={a.id === selected}
                onClick={() => {
                  setSelected(a.id);
                  setCreating(false);
                }}
                data-testid="article-item"
              >
                <ListItemText
                  primary={a.title}
                  secondary={a.publishedAt ? new Date(a.publishedAt).toLocaleDateString() : 'No date'}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <Chip size="small" variant="outlined" label={a.state} color={STATE_CHIP[a.state]} sx={{ ml: 1 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" component="section" aria-label="Editor" sx={{ p: { xs: 2, md: 3 }, flex: 1, minWidth: 0, width: '100%' }}>
        {creating || current ? (
          <ArticleEditor key={current?.id ?? 'new'} article={creating ? null : current} onSaved={onSaved} />
        ) : (
          <Typography color="text.secondary">Choose an article to edit, or start a new one.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
