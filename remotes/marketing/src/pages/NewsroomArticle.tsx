import { Link as RouterLink, useParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText, isApiError } from '@iprism/shared/api/api-error';
import { newsroomQueries } from '@iprism/shared/api/company-queries';
import type { NewsroomArticle as Article } from '@iprism/shared/contracts/forms';
import { useSeo } from '@iprism/shared/site';
import { formatLongDate } from '../features/common/format-date';
import { Markdown } from '@iprism/shared/ui';

function BackToNewsroom() {
  return (
    <Button component={RouterLink} to="/newsroom" startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
      All news
    </Button>
  );
}

function ArticleView({ article }: { article: Article }) {
  useSeo({ title: article.title, description: article.summary, path: `/newsroom/${article.id}`, type: 'article', ...(article.coverImage ? { image: article.coverImage } : {}) });
  return (
    <Box component="article" aria-labelledby="article-title" data-testid="newsroom-article-view">
      <BackToNewsroom />
      <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 3 }}>
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
      </Typography>
      <Typography id="article-title" variant="h3" component="h1" sx={{ mt: 1, fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {article.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400, lineHeight: 1.6 }}>
        {article.summary}
      </Typography>
      {article.tags.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {article.tags.map((t) => (
            <Chip key={t} label={t} size="small" variant="outlined" />
          ))}
        </Box>
      )}
      {article.coverImage && (
        <Box component="img" src={article.coverImage} alt="" sx={{ display: 'block', width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 2, mt: 4 }} />
      )}
      <Box sx={{ mt: 4 }}>
        <Markdown source={article.body} />
      </Box>
    </Box>
  );
}

/** A missing article (404) or one that failed to load; both keep the visitor one click from the list. */
function ArticleProblem({ notFound, message, onRetry }: { notFound: boolean; message: string; onRetry: () => void }) {
  useSeo({ title: notFound ? 'Article not found' : 'Newsroom', path: '/newsroom' });
  return (
    <Box role={notFound ? undefined : 'alert'} data-testid={notFound ? 'newsroom-not-found' : 'newsroom-error'}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {notFound ? 'Article not found' : 'This article could not be loaded'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
        {notFound ? 'There is no newsroom article at this address. It may have been renamed or taken down.' : message}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/newsroom">
          Browse all news
        </Button>
        {!notFound && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Box>
    </Box>
  );
}

export default function NewsroomArticle() {
  const { id = '' } = useParams();
  const article = useQuery(newsroomQueries.article(id));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      {article.status === 'pending' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading article" />
        </Box>
      )}
      {article.status === 'error' && <ArticleProblem notFound={isApiError(article.error) && article.error.status === 404} message={apiErrorText(article.error)} onRetry={() => void article.refetch()} />}
      {article.status === 'success' && <ArticleView article={article.data} />}
    </Container>
  );
}
