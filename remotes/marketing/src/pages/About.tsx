import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BalanceIcon from '@mui/icons-material/Balance';
import FindInPageIcon from '@mui/icons-material/FindInPage';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { useSeo } from '@iprism/shared/site';
import { CallToAction } from '../features/common/CallToAction';
import { CardGrid } from '../features/common/CardGrid';
import { IconCard } from '../features/common/IconCard';
import { PageHeader } from '../features/common/PageHeader';
import { Section } from '../features/common/Section';

const PRINCIPLES = [
  { Icon: FindInPageIcon, title: 'Show the source', text: 'Every flag, chart and category links to the passage it came from. If we cannot show why, we do not show it.' },
  { Icon: BalanceIcon, title: 'The professional decides', text: 'iPrism prepares the evidence; the attorney makes the call. We design for review, not for blind acceptance.' },
  { Icon: LockPersonIcon, title: 'Confidential by default', text: 'Unpublished applications are treated as the most sensitive documents a client owns, and never used to train models for others.' },
  { Icon: RecordVoiceOverIcon, title: 'Plain words', text: 'Errors, limits and prices are stated plainly. When a stage fails, it says why, and what to do next.' },
] as const;

/** What we aim for, stated as goals and practices, not as achieved metrics. */
const COMMITMENTS = [
  { figure: '6', label: 'analysis stages, each reporting its progress live' },
  { figure: '1', label: 'upload for the report, prior art and IDS review' },
  { figure: '1 day', label: 'our target for answering a support request' },
  { figure: '0', label: 'customer documents used to train models for others' },
] as const;

export default function About() {
  useSeo({
    title: 'About us',
    description: 'Why we build iPrism: patent professionals deserve analysis that shows its evidence. Our story, mission and the principles the team works by.',
    path: '/about',
  });
  return (
    <>
      <PageHeader
        eyebrow="About iPrism"
        title="Patent analysis that shows its work"
        lead="We build tools for the people who draft, prosecute and invest in patents, so they spend their time on judgment rather than on retyping, cross-checking and searching."
      />
      <Section id="story" title="Our story" maxWidth="md">
        <Box sx={{ display: 'grid', gap: 2.5, '& p': { fontSize: '1.075rem', lineHeight: 1.8 } }}>
          <Typography color="text.secondary">
            iPrism started with a familiar scene: an attorney, late in the evening, checking antecedent basis claim by claim, then copying references from an IDS
            into a form one digit at a time. The work mattered, but much of it was mechanical, and mistakes in it were costly.
          </Typography>
          <Typography color="text.secondary">
            Language models made it possible to read applications and references at a useful depth. What was missing was a tool that professionals could trust:
            one that shows where every finding comes from, keeps unpublished work confidential, and leaves the decisions with the people accountable for them.
          </Typography>
          <Typography color="text.secondary">
            That is what we are building: one upload, six visible stages, and results you can verify against the source in a click.
          </Typography>
        </Box>
      </Section>
      <Section id="mission" title="Our mission" tinted maxWidth="md">
        <Typography component="p" sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, lineHeight: 1.5, fontWeight: 500 }}>
          To give every patent professional, in a large firm, a small practice or a university clinic, an analysis they can check, explain to a client and rely on.
        </Typography>
      </Section>
      <Section id="principles" title="How we work" intro="Four principles guide what we build and how we build it.">
        <CardGrid columns={4}>
          {PRINCIPLES.map(({ Icon, title, text }) => (
            <IconCard key={title} icon={<Icon />} title={title}>
              {text}
            </IconCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="commitments" title="By design" tinted intro="Not growth figures, but commitments built into the product and the way we support it.">
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {COMMITMENTS.map((c) => (
            <Box key={c.label} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Typography component="dt" sx={{ fontSize: '2.2rem', fontWeight: 800, lineHeight: 1.1, color: 'primary.main' }}>
                {c.figure}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0, mt: 0.5, lineHeight: 1.6 }}>
                {c.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <CallToAction title="Work with us, or on iPrism" text="See the platform on one of your own applications, or look at our open roles if you would like to help build it." />
    </>
  );
}
