import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createOrganization, markWaitingForInvitation } from '@iprism/shared/api';
import type { Registration } from '@iprism/shared/contracts';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'wait' | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = validateOrganizationName(name);
    setFieldError(invalid);
    if (invalid) return;
    setBusy('create');
    try {
      const organization = await createOrganization(name.trim());
      await identity.setActiveOrganization(organization.id);
      navigate('/onboarding/complete');
    } catch (err) {
      setError(formErrorMessage(err));
      setBusy(null);
    }
  };

  const wait = async () => {
    setError(null);
    setBusy('wait');
    try {
      await markWaitingForInvitation();
      await identity.reload();
      navigate('/onboarding/complete?waiting=true');
    } catch (err) {
      setError(formErrorMessage(err));
      setBusy(null);
    }
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
            <Button type="submit" variant="contained" disabled={busy !== null} sx={{ mt: 1 }}>
              {busy === 'create' ? 'Creating…' : 'Create organization'}
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
      <Button variant="outlined" onClick={() => void wait()} disabled={busy !== null}>
        {busy === 'wait' ? 'Saving…' : "I'm waiting for an invitation"}
      </Button>
    </Container>
  );
}
