import { useState } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSeo } from '@iprism/shared/site';
import { BelowTheFold } from '../features/common/BelowTheFold';
import { FaqList } from '../features/common/FaqList';
import { PageHeader } from '../features/common/PageHeader';
import { Section } from '../features/common/Section';
import { ClientPortalAddon } from '../features/pricing/ClientPortalAddon';
import { ComparisonTable } from '../features/pricing/ComparisonTable';
import { PRICING_FAQ } from '../features/pricing/faq';
import { PlanCard } from '../features/pricing/PlanCard';
import { FAMILIES, plansOf, type BillingCycle, type PlanFamily } from '../features/pricing/plans';
import { PricingControls } from '../features/pricing/PricingControls';
import { PriceCalculator } from '../features/pricing/PriceCalculator';
import { useServerPlans } from '../features/pricing/use-server-plans';
import Alert from '@mui/material/Alert';

export default function Pricing() {
  const [family, setFamily] = useState<PlanFamily>('pilot');
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  const server = useServerPlans();
  const serverPlan = (licenseType: string) => server.plans?.find((p) => p.licenseType === licenseType);
  useSeo({
    title: 'Pricing',
    description: 'Per-seat plans for law firms, organizations and universities: Pilot for patent analysis and scout, Toolbox for USPTO form fill, and client-portal seats.',
    path: '/pricing',
  });
  return (
    <>
      <PageHeader eyebrow="Pricing" title="Plans for every kind of patent practice" lead="Pay per seat, monthly or annually. Pilot covers patent analysis and scout; Toolbox covers the forms. Combine them as your team needs." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PricingControls family={family} cycle={cycle} onFamily={setFamily} onCycle={setCycle} />
        <Box component="section" aria-labelledby="plans-heading" sx={{ mt: 4 }}>
          <Typography id="plans-heading" variant="h5" component="h2">
            {FAMILIES[family].name} plans
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 4 }}>
            {FAMILIES[family].text}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, pt: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
            {plansOf(family).map((p) => (
              <PlanCard key={p.licenseType} plan={p} cycle={cycle} serverPlan={serverPlan(p.licenseType)} />
            ))}
          </Box>
          {family === 'pilot' && <ClientPortalAddon cycle={cycle} serverPlan={serverPlan('PilotClientPortal')} />}
          {server.error && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {server.error}
            </Alert>
          )}
        </Box>
        <Box component="section" aria-labelledby="calculator-heading" sx={{ mt: 6 }}>
          <Typography id="calculator-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
            Price calculator
          </Typography>
          {server.plans && <PriceCalculator key={family} plans={server.plans.filter((p) => p.family === family)} cycle={cycle} />}
        </Box>
      </Container>
      <Section id="compare" title="Compare plans" tinted>
        <BelowTheFold>
          <ComparisonTable family={family} />
        </BelowTheFold>
      </Section>
      <Section id="pricing-faq" title="Questions about plans and billing" maxWidth="md">
        <BelowTheFold>
          <FaqList items={PRICING_FAQ} idPrefix="pricing-faq" />
          <Box sx={{ mt: 4, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">Need more seats, an invoice or a security review?</Typography>
            <Button component={RouterLink} to="/contact?topic=sales" variant="outlined">
              Talk to sales
            </Button>
          </Box>
        </BelowTheFold>
      </Section>
    </>
  );
}
