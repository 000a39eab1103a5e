import { Link as RouterLink } from '@iprism/shared/router';
import Button from '@mui/material/Button';
import GroupsIcon from '@mui/icons-material/Groups';
import { EmptyState } from '@iprism/shared/ui';
import { ONBOARDING_ORGANIZATION_PATH } from './paths';

/** The organisation tab of an account that belongs to none: the way in is onboarding. */
export function NoOrganization() {
  return (
    <EmptyState
      icon={<GroupsIcon aria-hidden />}
      heading="You are not in an organization yet"
      description="Create an organization for your firm or team and invite your colleagues, or accept an invitation from one of them."
      testId="no-organization"
      action={
        <Button component={RouterLink} to={ONBOARDING_ORGANIZATION_PATH} variant="contained">
          Set up your organization
        </Button>
      }
    />
  );
}
