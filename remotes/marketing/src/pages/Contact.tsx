import { useSearchParams } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { PageHeader } from '../features/common/PageHeader';
import { ContactForm } from '../features/contact/ContactForm';
import { DemoForm, InquiryForm } from '../features/contact/SalesForms';
import { CONTACT_CHANNELS } from '../features/contact/content';

export default function Contact() {
  const [params] = useSearchParams();
  useSeo({ title: 'Contact', description: 'Talk to the iPrism team: book a demo, ask about plans for your firm, or reach support, press and security.', path: '/contact' });
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Talk to the iPrism team"
        lead="Book a demo on one of your own applications, ask about plans for your firm, or tell us what you need. A person reads every message."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h5" component="h2" gutterBottom>
              Send us a message
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Fields marked with an asterisk are required. We aim to reply within one business day.
            </Typography>
            <ContactForm topic={params.get('topic')} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, gridColumn: { md: '1 / -1' }, order: 1 }} component="section" aria-labelledby="sales-heading">
            <Typography id="sales-heading" variant="h5" component="h2" gutterBottom>
              Contact sales or book a demo
            </Typography>
            <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Box id="sales">
                <Typography variant="h6" component="h3" gutterBottom>
                  Contact sales
                </Typography>
                <InquiryForm />
              </Box>
              <Box id="demo">
                <Typography variant="h6" component="h3" gutterBottom>
                  Book a demo
                </Typography>
                <DemoForm />
              </Box>
            </Box>
          </Paper>
          <Box component="aside" aria-labelledby="contact-direct">
            <Typography id="contact-direct" variant="h5" component="h2" gutterBottom>
              Or write to us directly
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {CONTACT_CHANNELS.map((c) => (
                <Box key={c.email} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, py: 0.5 }}>
                  <Typography variant="subtitle1" component="h3" fontWeight={700}>
                    {c.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.text}
                  </Typography>
                  <Link href={`mailto:${c.email}`} variant="body2">
                    {c.email}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
