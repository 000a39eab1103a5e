import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { setupTotp } from '@iprism/shared/api/totp';
import type { TotpSetupResponse } from '@iprism/shared/contracts/auth';
import { toast } from '@iprism/shared/shell';
import { formErrorMessage } from './api-errors';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpDisableForm } from './TotpDisableForm';
import { TotpSetupPanel } from './TotpSetupPanel';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TotpSetupResponse } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

export interface TwoFactorSectionProps {
  enabled: boolean;
  /** The factor was turned on or off; the page keeps the user's state in step. */
  onChange: (enabled: boolean) => void;
}

/** The authenticator-app second factor: set up, confirm with a code, recovery codes once, or turn off. */
export function TwoFactorSection({ enabled, onChange }: TwoFactorSectionProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // Starting asks the server for a new secret; the answer moves the section to the set-up step.
  const starting = useMutation({ mutationFn: () => setupTotp(), onSuccess: (setup) => setStep({ kind: 'setup', setup }) });
  const error = starting.error ? formErrorMessage(starting.error) : null;

  if (step.kind === 'setup') {
    return (
      <TotpSetupPanel
        setup={step.setup}
        onCancel={() => setStep({ kind: 'idle' })}
        onEnabled={(codes) => {
          onChange(true);
          setStep({ kind: 'codes', codes });
          toast.success('Two-factor authentication is on.');
        }}
      />
    );
  }
  if (step.kind === 'codes') return <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;

  return (
    <Stack spacing={2} data-testid="two-factor-state" data-enabled={enabled}>
      {error && <Alert severity="error">{error}</Alert>}
      <Typography variant="body2">
        {enabled
          ? 'Signing in asks for a code from your authenticator app, or one of your recovery codes.'
          : 'Add a second step to signing in: a code from an authenticator app such as 1Password, Google Authenticator or Microsoft Authenticator.'}
      </Typography>
      {step.kind === 'disable' ? (
        <TotpDisableForm
          onCancel={() => setStep({ kind: 'idle' })}
          onDisabled={() => {
            onChange(false);
            setStep({ kind: 'idle' });
            toast.success('Two-factor authentication is off.');
          }}
        />
      ) : (
        <Box>
          {enabled ? (
            <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable' })} data-testid="totp-disable">
              Turn off two-factor authentication
            </Button>
          ) : (
            <Button variant="contained" onClick={() => starting.mutate()} disabled={starting.isPending} data-testid="totp-start">
              {starting.isPending ? 'Preparing…' : 'Set up authenticator app'}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
