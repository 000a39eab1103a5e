import { Link as RouterLink } from '@iprism/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { newsroomQueries } from '@iprism/shared/api/company-queries';
import type { NewsroomArticleSummary } from '@iprism/shared/contracts/forms';
import { useSeo } from '@iprism/shared/site';
import { formatLongDate } from '../features/common/format-date';
import { PageHeader } from '../features/common/PageHeader';

function ArticleCard({ article }: { article: NewsroomArticleSummary }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} aria-labelledby={`news-${article.id}`} data-testid="newsroom-article">
      <Typography variant="body2" color="text.secondary" component="p">
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
      </Typography>
      <Typography id={`news-${article.id}`} variant="h5" component="h2" sx={{ mt: 0.5, fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
        <Link component={RouterLink} to={`/newsroom/${article.id}`} underline="hover" color="inherit">
          {article.title}
        </Link>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
        {article.summary}
      </Typography>
      {article.tags.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {article.tags.map((t) => (
            <Chip key={t} label={t} size="small" variant="outlined" />
          ))}
        </Box>
      )}
    </Paper>
  );
}

export default function Newsroom() {
  useSeo({ title: 'Newsroom', description: 'Product news and announcements from iPrism: new analysis stages, dashboards and plans for patent professionals.', path: '/newsroom' });
  const news = useQuery(newsroomQueries.newsroom());

  return (
    <>
      <PageHeader eyebrow="Newsroom" title="News from iPrism" lead="What we shipped, what changed and what it means for your filings." maxWidth="md" />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        {news.status === 'pending' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading articles" />
          </Box>
        )}
        {news.status === 'error' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void news.refetch()}>
                Try again
              </Button>
            }
          >
            {apiErrorText(news.error)}
          </Alert>
        )}
        {news.status === 'success' &&
          (news.data.length === 0 ? (
            <Typography color="text.secondary">No articles yet. Check back soon.</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 3 }} data-testid="newsroom-list">
              {news.data.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </Box>
          ))}
        <Box sx={{ mt: 5 }}>
          <Typography color="text.secondary">
            Writing about iPrism?{' '}
            <Link component={RouterLink} to="/contact?topic=press">
              Contact our press team
            </Link>
            .
          </Typography>
        </Box>
      </Container>
    </>
  );
}
