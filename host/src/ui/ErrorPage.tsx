import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { keyframes } from '@emotion/react';
import {
  ERROR_COUNTER_DURATION_MS,
  countUpValue,
  errorPageContent,
  formatStatusCode,
  isBotUserAgent,
  type AppErrorInfo,
} from './error-page-content';

const EXPLORE_CARDS = [
  { title: 'Patent Search', text: 'Discover groundbreaking innovations', href: '/products', Icon: SearchIcon },
  { title: 'Features', text: 'Learn about our AI capabilities', href: '/#features', Icon: AutoAwesomeIcon },
  { title: 'Contact Us', text: 'Get in touch with our team', href: '/contact', Icon: MailOutlineIcon },
] as const;

const FLOATING_NUMBERS = [
  { value: '4', top: '12%', left: '8%', delay: 0 },
  { value: '0', top: '22%', left: '84%', delay: 1.2 },
  { value: '3', top: '64%', left: '6%', delay: 2.1 },
  { value: '5', top: '74%', left: '88%', delay: 0.6 },
  { value: '1', top: '44%', left: '93%', delay: 1.7 },
] as const;

const float = keyframes`
  0%, 100% { transform: translateY(0) rotate(0deg); }
  50% { transform: translateY(-18px) rotate(6deg); }
`;

function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const v = countUpValue(target, now - start, ERROR_COUNTER_DURATION_MS);
      setValue(v);
      if (v !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return value;
}

/** In-app history (react-router's index) or a page we were sent from; otherwise "back" would leave the site blank. */
function hasPreviousPage(): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return idx > 0 || (document.referrer !== '' && window.history.length > 1);
}

function PlainStatusPage({ statusCode, title, message }: { statusCode: number; title: string; message: string }) {
  return (
    <main data-testid="error-page-plain">
      <h1>
        {statusCode} {title}
      </h1>
      <p>{message}</p>
      <a href="/">Home</a>
    </main>
  );
}

export function ErrorPage({ error }: { error?: AppErrorInfo }) {
  const content = errorPageContent(error);
  const navigate = useNavigate();
  const count = useCountUp(content.statusCode);

  if (isBotUserAgent(typeof navigator !== 'undefined' ? navigator.userAgent : '')) return <PlainStatusPage {...content} />;

  const goBack = () => {
    if (hasPreviousPage()) navigate(-1);
    else navigate('/');
  };

  return (
    <Box
      component="main"
      data-testid="error-page"
      data-status={content.statusCode}
      sx={{ position: 'relative', overflow: 'hidden', minHeight: '100vh', display: 'flex', alignItems: 'center', py: 6 }}
    >
      {FLOATING_NUMBERS.map((n) => (
        <Typography
          key={n.value + n.left}
          aria-hidden
          data-testid="floating-number"
          sx={{
            position: 'absolute',
            top: n.top,
            left: n.left,
            fontSize: { xs: 40, md: 72 },
            fontWeight: 800,
            color: 'primary.main',
            opacity: 0.08,
            animation: `${float} 6s ease-in-out ${n.delay}s infinite`,
            userSelect: 'none',
            pointerEvents: 'none',
          }}
        >
          {n.value}
        </Typography>
      ))}
      <Container maxWidth="md" sx={{ position: 'relative', textAlign: 'center' }}>
        <Typography
          data-testid="error-status"
          aria-label={`Error ${content.statusCode}`}
          sx={{
            fontSize: { xs: 96, md: 160 },
            fontWeight: 800,
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
            background: 'linear-gradient(135deg, #2f5bd3, #8b5cf6)',
            WebkitBackgroundClip: 'text',
            WebkitTextFillColor: 'transparent',
          }}
        >
          {formatStatusCode(count)}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ mt: 2 }} data-testid="error-title">
          {content.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }} data-testid="error-message">
          {content.message}
        </Typography>
        {error?.message && error.message !== content.message && content.title !== 'An Error Occurred' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} data-testid="error-detail">
            {error.message}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" onClick={() => navigate('/')}>
            Back to Home
          </Button>
          <Button variant="outlined" size="large" onClick={goBack}>
            Go to Previous Page
          </Button>
        </Box>
        <Typography variant="h6" sx={{ mt: 6, mb: 2 }}>
          While you&apos;re here, why not explore:
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {EXPLORE_CARDS.map(({ title, text, href, Icon }) => (
            <Card key={title} variant="outlined">
              <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" />
                  <Typography variant="subtitle1" fontWeight={600}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
