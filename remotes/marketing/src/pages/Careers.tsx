import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { ApplicationForm } from '../features/careers/ApplicationForm';
import { OpeningCard } from '../features/careers/OpeningCard';
import { usePublishedOpenings } from '../features/careers/published-openings';
import { PageHeader } from '../features/common/PageHeader';
import { Section } from '../features/common/Section';

const HOW_WE_WORK = [
  { title: 'Remote and written', text: 'We work across time zones and write things down: decisions, designs and the reasons behind them.' },
  { title: 'Close to practitioners', text: 'Patent attorneys and agents review what we build before it ships, and every engineer joins customer calls.' },
  { title: 'Careful with trust', text: 'Our users handle unpublished inventions. We treat correctness and confidentiality as features.' },
];

export default function Careers() {
  const openings = usePublishedOpenings();
  // A new object on every "Apply" press, so choosing the same role twice still moves the focus.
  const [requested, setRequested] = useState<{ role: string } | null>(null);
  useSeo({ title: 'Careers', description: 'Join iPrism and build AI-assisted patent analytics for attorneys, firms and investors. See open roles and apply online.', path: '/careers' });

  const apply = useCallback((role: string) => {
    setRequested({ role });
    const form = document.getElementById('apply');
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById('careers-name')?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <PageHeader eyebrow="Careers" title="Help patent professionals see further" lead="We are a small team of engineers, designers and patent practitioners building tools that experts trust with unpublished inventions." />
      <Section id="how-we-work" title="How we work">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {HOW_WE_WORK.map((h) => (
            <Box key={h.title}>
              <Typography variant="h6" component="h3" gutterBottom>
                {h.title}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {h.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section id="openings" title="Open roles" intro={`${openings.length} roles are open. Don't see yours? Send an open application below.`} tinted>
        <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="openings">
          {openings.map((o) => (
            <OpeningCard key={o.id} opening={o} onApply={apply} />
          ))}
        </Box>
      </Section>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Paper component="section" id="apply" aria-labelledby="apply-heading" variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, scrollMarginTop: 80 }}>
          <Typography id="apply-heading" variant="h5" component="h2" gutterBottom>
            Apply
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            No CV upload needed: links to your work and a short note tell us more. Fields marked with an asterisk are required.
          </Typography>
          <ApplicationForm requestedRole={requested} roles={openings.map((o) => o.title)} />
        </Paper>
      </Container>
    </>
  );
}
