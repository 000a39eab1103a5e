import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { CallToAction } from '../features/common/CallToAction';
import { CardGrid } from '../features/common/CardGrid';
import { IconCard } from '../features/common/IconCard';
import { PageHeader } from '../features/common/PageHeader';
import { Section } from '../features/common/Section';
import { DISCLOSURE_STEPS, DOCUMENT_HANDLING, PRACTICES } from '../features/security/content';

export default function Security() {
  useSeo({
    title: 'Security',
    description: 'How iPrism protects unfiled applications: short-lived sessions, per-request security tokens, server-side access checks, a read-only client portal and responsible disclosure.',
    path: '/security',
  });
  return (
    <>
      <PageHeader
        eyebrow="Security"
        title="Built for documents that are not public yet"
        lead="An unfiled application is among the most confidential documents a client owns. These are the protections iPrism enforces on every request, and how to reach us if you find a weakness."
      />
      <Section id="practices" title="How the platform protects your work">
        <CardGrid>
          {PRACTICES.map(({ Icon, title, text }) => (
            <IconCard key={title} icon={<Icon />} title={title}>
              {text}
            </IconCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="documents" title="Your documents" tinted>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {DOCUMENT_HANDLING.map((d) => (
            <Box key={d.title}>
              <Typography variant="h6" component="h3" gutterBottom>
                {d.title}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {d.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section id="disclosure" title="Report a vulnerability" intro="We welcome reports from security researchers and will not pursue anyone who follows these rules in good faith." maxWidth="md">
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5, lineHeight: 1.7 }}>
            {DISCLOSURE_STEPS.map((s) => (
              <li key={s}>
                <Typography>{s}</Typography>
              </li>
            ))}
          </Box>
          <Typography sx={{ mt: 3 }}>
            Write to <Link href="mailto:security@iprism.example">security@iprism.example</Link>. For a security questionnaire or a review as part of procurement,
            contact <Link href="mailto:sales@iprism.example">sales@iprism.example</Link>.
          </Typography>
        </Paper>
      </Section>
      <CallToAction title="Questions about how your data is handled?" text="We are happy to walk your IT or risk team through the platform before you upload anything." />
    </>
  );
}
