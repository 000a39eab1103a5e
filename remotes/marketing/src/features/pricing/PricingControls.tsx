import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FAMILIES, type BillingCycle, type PlanFamily } from './plans';
import { annualSavingPercent } from './price';

export interface PricingControlsProps {
  family: PlanFamily;
  cycle: BillingCycle;
  onFamily: (family: PlanFamily) => void;
  onCycle: (cycle: BillingCycle) => void;
}

/** Product family and billing cycle switches; a click on the active option keeps it (never empty). */
export function PricingControls({ family, cycle, onFamily, onCycle }: PricingControlsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
      <ToggleButtonGroup exclusive value={family} onChange={(_, v: PlanFamily | null) => v && onFamily(v)} aria-label="Product family" color="primary" size="small">
        {(Object.keys(FAMILIES) as PlanFamily[]).map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 2.5, textTransform: 'none', fontWeight: 600 }} data-testid={`family-${f}`}>
            {FAMILIES[f].name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ToggleButtonGroup exclusive value={cycle} onChange={(_, v: BillingCycle | null) => v && onCycle(v)} aria-label="Billing cycle" color="primary" size="small">
          <ToggleButton value="monthly" sx={{ px: 2, textTransform: 'none' }} data-testid="cycle-monthly">
            Monthly
          </ToggleButton>
          <ToggleButton value="annual" sx={{ px: 2, textTransform: 'none' }} data-testid="cycle-annual">
            Annual
          </ToggleButton>
        </ToggleButtonGroup>
        <Chip size="small" color="success" variant={cycle === 'annual' ? 'filled' : 'outlined'} label={`Save ${annualSavingPercent()}% annually`} />
      </Box>
    </Box>
  );
}
