import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Welcome', 'Organization', 'Done'] as const;

/** Where the user is in onboarding. */
export function OnboardingSteps({ active }: { active: number }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 5 }} aria-label="Onboarding progress">
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
