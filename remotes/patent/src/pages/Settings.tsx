import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SectionCard } from '../features/account/SectionCard';
import { PROFILE_PATH, accountTabPath } from '../features/account/paths';
import { DebugModeSetting } from '../features/settings/DebugModeSetting';
import { ThemeSetting } from '../features/settings/ThemeSetting';

/** /settings: preferences kept in this browser, and the way to the account's security settings. */
export default function Settings() {
  return (
    <Stack spacing={3}>
      <SectionCard title="Appearance" description="Applies to every tab of iPrism in this browser." testId="appearance-section">
        <ThemeSetting />
      </SectionCard>
      <SectionCard title="Diagnostics" testId="diagnostics-section">
        <DebugModeSetting />
      </SectionCard>
      <SectionCard title="Account security" description="Your password, two-factor authentication and signed-in devices." testId="security-links">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={accountTabPath('myAccount')} variant="outlined">
            Open account settings
          </Button>
          <Button component={RouterLink} to={PROFILE_PATH}>
            View your profile
          </Button>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
