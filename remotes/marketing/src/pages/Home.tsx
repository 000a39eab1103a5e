import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { CallToAction } from '../features/common/CallToAction';
import { CardGrid } from '../features/common/CardGrid';
import { IconCard } from '../features/common/IconCard';
import { Section } from '../features/common/Section';
import { AUDIENCES } from '../features/home/content';
import { FeatureGrid } from '../features/home/FeatureGrid';
import { HomeHero } from '../features/home/HomeHero';
import { StagesPanel } from '../features/home/StagesPanel';
import { StepsList } from '../features/home/StepsList';

export default function Home() {
  useSeo({
    title: 'iPrism — AI-powered patent analytics',
    description: 'AI-powered patent analytics platform for attorneys and investors: claim analysis, prior-art search and IDS review, with every stage visible as it runs.',
    path: '/',
  });
  return (
    <>
      <HomeHero />
      <Section id="features" title="Everything a filing needs, in one analysis" intro="One upload gives you a report on the claims, a prior-art search and a review of your information disclosure statement. Each finding links to the passage it came from.">
        <FeatureGrid />
      </Section>
      <Section id="how-it-works" title="How it works" tinted>
        <StepsList />
      </Section>
      <Section id="live-progress" title="Six stages, visible as they run">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.1fr)' }, alignItems: 'center' }}>
          <Box>
            <Typography color="text.secondary" sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>
              An analysis is not a black box. Upload, report, prior art, IDS analysis, IDS transformation and IDS classification each report
              their progress and their current step live, in every tab you have open.
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.05rem', lineHeight: 1.75 }}>
              If a stage cannot finish, for example because a scanned page is unreadable, it says so in plain words and the other stages carry
              on where they can.
            </Typography>
          </Box>
          <StagesPanel />
        </Box>
      </Section>
      <Section id="audiences" title="Built for the people who work with patents" tinted>
        <CardGrid columns={4}>
          {AUDIENCES.map(({ Icon, title, text }) => (
            <IconCard key={title} icon={<Icon />} title={title}>
              {text}
            </IconCard>
          ))}
        </CardGrid>
      </Section>
      <CallToAction />
    </>
  );
}
