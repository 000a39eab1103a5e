import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { HeroIllustration } from './HeroIllustration';

export function HomeHero() {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        overflow: 'hidden',
        borderBottom: 1,
        borderColor: 'divider',
        background: `radial-gradient(900px 420px at 0% 0%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 70%), radial-gradient(700px 380px at 100% 20%, ${alpha(theme.palette.secondary.main, 0.14)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 11 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.05fr) minmax(0, 1fr)' }, alignItems: 'center' }}>
          <Box>
            <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
              AI-assisted patent analytics
            </Typography>
            <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.3rem', sm: '2.9rem', md: '3.5rem' }, lineHeight: 1.1, letterSpacing: '-0.02em' }}>
              Patent analysis you can check, line by line
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2.5, fontWeight: 400, lineHeight: 1.6, maxWidth: 560 }}>
              Upload an application and its IDS. iPrism parses the claims, checks antecedent basis and support, searches the prior art and
              prepares your IDS, with every stage visible as it runs and every finding tied to its source.
            </Typography>
            <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" component={RouterLink} to="/contact?topic=demo">
                Book a demo
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to="/products">
                Explore the products
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Plans for law firms, organizations and universities. Client-portal seats for your clients.
            </Typography>
          </Box>
          <Box sx={{ filter: (theme) => `drop-shadow(0 24px 48px ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.25 : 0.18)})` }}>
            <HeroIllustration />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
