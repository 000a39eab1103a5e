import { Link as RouterLink } from '@iprism/shared/router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountDetail, LicenseInfoDetail } from '@iprism/shared/contracts/account';
import { initialsOf } from '../account/initials';
import { licenseTypeLabel } from '../account/license-label';
import { ownRoleLabel } from '../account/organization-access';
import { ONBOARDING_ORGANIZATION_PATH, SETTINGS_PATH, accountTabPath } from '../account/paths';
import type { UseQueryResult } from '@tanstack/react-query';

export interface IdentityCardProps {
  account: AccountDetail;
  license: Pick<UseQueryResult<LicenseInfoDetail>, 'status' | 'data'>;
  /** Client-portal users have no organisation tab to link to (SPEC §6). */
  clientPortal: boolean;
}

/** Who is signed in: avatar, name, e-mail, organisation and role, licence; edits happen in Account Settings. */
export function IdentityCard({ account, license, clientPortal }: IdentityCardProps) {
  const organization = account.organizationId;
  const role = ownRoleLabel(account);
  const licenseText = license.data ? licenseTypeLabel(license.data.licenseType) : license.status === 'pending' ? 'Loading…' : 'Unavailable';
  return (
    <Paper component="section" variant="outlined" aria-labelledby="identity-name" sx={{ p: { xs: 2, md: 3 } }} data-testid="identity-card">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar sx={{ width: 72, height: 72, fontSize: '1.75rem', bgcolor: 'primary.main' }} aria-hidden data-testid="identity-initials">
          {initialsOf(account.name, account.email)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="identity-name" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="identity-name">
            {account.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="identity-email">
            {account.email}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="identity-organization">
            {organization ? `${organization.name} · ${role}` : 'No organization'}
          </Typography>
          <Typography variant="body2" data-testid="identity-licence">
            Licence: {licenseText}
          </Typography>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={accountTabPath('myAccount')} variant="contained">
          Edit profile and security
        </Button>
        {!clientPortal && (
          <Button component={RouterLink} to={organization ? accountTabPath('organization') : ONBOARDING_ORGANIZATION_PATH} variant="outlined">
            {organization ? 'Manage organization' : 'Set up an organization'}
          </Button>
        )}
        <Button component={RouterLink} to={SETTINGS_PATH}>
          Preferences
        </Button>
      </Stack>
    </Paper>
  );
}
