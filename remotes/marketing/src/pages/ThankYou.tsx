import { Link as RouterLink, useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useSeo } from '@iprism/shared/site';
import { thankYouContent } from '../features/forms/thank-you-content';

export default function ThankYou() {
  const [params] = useSearchParams();
  const content = thankYouContent(params.get('form'));
  useSeo({ title: 'Thank you', description: 'Your message reached the iPrism team.', path: '/thank-you' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="thank-you">
      <Box sx={{ color: 'success.main', mb: 2 }}>
        <CheckCircleOutlineIcon sx={{ fontSize: 72 }} aria-hidden />
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }} gutterBottom>
        {content.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.1rem', lineHeight: 1.7, mb: 4 }}>
        {content.body}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={content.next.to}>
          {content.next.label}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          Home
        </Button>
      </Box>
    </Container>
  );
}
