import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@iprism/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createOrganization, markWaitingForInvitation } from '@iprism/shared/api/onboarding';
import type { Registration } from '@iprism/shared/contracts/back-office';
import { useIdentity } from '../../identity';
import { ClerkOrganizationPicker } from '../ClerkPages';
import { FormAlert } from '../common/FormAlert';
import { formErrorMessage } from '../common/form-errors';
import { LawFirmRegistrationForm } from './LawFirmRegistrationForm';
import { OnboardingSteps } from './OnboardingSteps';

export const ORGANIZATION_NAME_MAX = 120;

/** The organisation name's problem, or null. */
export function validateOrganizationName(name: string): string | null {
  const value = name.trim();
  if (value.length < 2) return 'Enter the name of your organization (at least 2 characters).';
  if (value.length > ORGANIZATION_NAME_MAX) return `Use at most ${ORGANIZATION_NAME_MAX} characters.`;
  return null;
}

/**
 * /onboarding/organization: create an organisation, register a law firm (USPTO registration number,
 * reviewed by staff before its licence starts), or say an invitation is on its way.
 */
export function OnboardingOrganizationPage() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const creating = useMutation({
    mutationFn: async (organizationName: string) => {
      const organization = await createOrganization(organizationName);
      await identity.setActiveOrganization(organization.id);
    },
    onSuccess: () => navigate('/onboarding/complete'),
  });
  const waiting = useMutation({
    mutationFn: async () => {
      await markWaitingForInvitation();
      await identity.reload();
    },
    onSuccess: () => navigate('/onboarding/complete?waiting=true'),
  });
  // Still busy while the app moves on to the next step.
  const busy = creating.isPending || creating.isSuccess || waiting.isPending || waiting.isSuccess;
  const failed = creating.error ?? waiting.error;
  const error = failed ? formErrorMessage(failed) : null;

  const create = (event: FormEvent) => {
    event.preventDefault();
    creating.reset();
    waiting.reset();
    const invalid = validateOrganizationName(name);
    setFieldError(invalid);
    if (!invalid) creating.mutate(name.trim());
  };

  const wait = () => {
    creating.reset();
    waiting.mutate();
  };

  const registered = async (registration: Registration) => {
    await identity.reload();
    navigate(`/onboarding/complete?${new URLSearchParams({ registration: registration.verification.verified ? 'verified' : 'pending' })}`);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <OnboardingSteps active={1} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Your organization
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Create an organization for your firm or team, or wait for a colleague to invite you to theirs.
      </Typography>
      {error && <FormAlert>{error}</FormAlert>}
      {identity.provider === 'clerk' ? (
        <ClerkOrganizationPicker />
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Create an organization
          </Typography>
          <Box component="form" noValidate onSubmit={create} aria-label="Create an organization">
            <TextField
              label="Organization name"
              name="organizationName"
              autoComplete="organization"
              fullWidth
              required
              margin="normal"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? 'You will be its administrator and can invite your colleagues.'}
              slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX } }}
            />
            <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
              {creating.isPending || creating.isSuccess ? 'Creating…' : 'Create organization'}
            </Button>
          </Box>
        </Paper>
      )}
      {identity.provider !== 'clerk' && (
        <>
          <Divider sx={{ my: 4 }}>or</Divider>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Register a law firm
            </Typography>
            <Typography variant="body2" color="text.secondary">
              For registered patent attorneys and agents: we check your USPTO registration and start your firm&apos;s licence once we have reviewed it.
            </Typography>
            <LawFirmRegistrationForm onFiled={(r) => void registered(r)} />
          </Paper>
        </>
      )}
      <Divider sx={{ my: 4 }}>or</Divider>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Has someone at your organization invited you, or will they? We will set your account aside until the invitation arrives.
      </Typography>
      <Button variant="outlined" onClick={wait} disabled={busy}>
        {waiting.isPending || waiting.isSuccess ? 'Saving…' : "I'm waiting for an invitation"}
      </Button>
    </Container>
  );
}
