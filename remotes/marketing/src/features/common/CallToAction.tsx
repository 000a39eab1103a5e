import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface CallToActionProps {
  title?: string;
  text?: string;
}

/** The closing band of marketing pages: one primary action (a demo) and one secondary (pricing). */
export function CallToAction({
  title = 'See iPrism on one of your own applications',
  text = 'Book a 30-minute walkthrough with our team. Bring an application and its IDS, and we will run the analysis with you.',
}: CallToActionProps) {
  return (
    <Box component="section" aria-labelledby="cta-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(theme) => ({
            borderRadius: 4,
            p: { xs: 4, md: 7 },
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.16)}, ${alpha(theme.palette.secondary.main, 0.14)})`,
          })}
        >
          <Typography id="cta-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, maxWidth: 620, mx: 'auto', lineHeight: 1.7 }}>
            {text}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" component={RouterLink} to="/contact?topic=demo">
              Book a demo
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to="/pricing">
              See pricing
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
