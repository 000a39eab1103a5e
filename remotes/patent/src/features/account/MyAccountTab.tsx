import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from '@iprism/shared/api/account-queries';
import type { AuthUser } from '@iprism/shared/contracts/auth';
import { DataExportSection } from './DataExportSection';
import { LicenseCard } from './LicenseCard';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { ResourceView } from './ResourceView';
import { SectionCard } from './SectionCard';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export interface MyAccountTabProps {
  clientPortal: boolean;
}

/** The myAccount tab: profile, password, second factor, sessions, licence and credits, and the data download. */
export function MyAccountTab({ clientPortal }: MyAccountTabProps) {
  // Profile and second factor read the same user, so it is loaded once here.
  const queryClient = useQueryClient();
  const user = useQuery(accountQueries.user());
  const sessions = useQuery(accountQueries.sessions());
  const license = useQuery(accountQueries.license());
  const updateUser = (change: (u: AuthUser) => AuthUser) => queryClient.setQueryData(accountQueries.user().queryKey, (u) => u && change(u));
  const twoFactor =
    user.status === 'success' ? (
      <Chip
        size="small"
        variant="outlined"
        color={user.data.twoFactorEnabled ? 'success' : 'default'}
        label={user.data.twoFactorEnabled ? 'On' : 'Off'}
        data-testid="two-factor-status"
      />
    ) : undefined;

  return (
    <Stack spacing={3}>
      <SectionCard title="Profile" description="Your name and the address you sign in with." testId="profile-section">
        <ResourceView resource={user} label="your profile">
          {(data) => <ProfileSection user={data} />}
        </ResourceView>
      </SectionCard>
      <SectionCard title="Password" description="Changing it signs you out everywhere else." testId="password-section">
        <PasswordSection />
      </SectionCard>
      <SectionCard title="Two-factor authentication" description="A code from your phone as well as your password." aside={twoFactor} testId="two-factor-section">
        <ResourceView resource={user} label="your sign-in settings" lines={2}>
          {(data) => <TwoFactorSection enabled={data.twoFactorEnabled} onChange={(enabled) => updateUser((u) => ({ ...u, twoFactorEnabled: enabled }))} />}
        </ResourceView>
      </SectionCard>
      <SectionCard title="Active sessions" description="Devices and browsers signed in to your account." testId="sessions-section">
        <SessionsSection sessions={sessions} />
      </SectionCard>
      <LicenseCard license={license} showUpgrade={!clientPortal} />
      <SectionCard title="Your data" description="Your profile, organisations, licence, credits, applications, sessions and security activity as one JSON file." testId="data-export-section">
        <DataExportSection />
      </SectionCard>
    </Stack>
  );
}
