import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@iprism/shared/contracts/product';
import { Wordmark } from './Wordmark';
import { SITE_FOOTER_SECTIONS } from './nav/site';

/** SPEC §3 site settings description. */
const TAGLINE = 'AI-powered patent analytics platform for attorneys and investors';

/** The public site's footer: brand, the four link columns covering every public page, copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
          <Box>
            <Wordmark to="/" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 320 }}>
              {TAGLINE}.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer" sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
            {SITE_FOOTER_SECTIONS.map((section) => (
              <Box key={section.heading}>
                <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 700 }}>
                  {section.heading}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link component={RouterLink} to={link.to} variant="body2" color="text.secondary" underline="hover">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
