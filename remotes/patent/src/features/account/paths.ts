import type { AccountTab } from './account-tab';

/** Pages the account screens link to (the host's route table owns them). */
export const ACCOUNT_PATH = '/dashboard/patent/account';
export const UPGRADE_PATH = '/dashboard/patent/upgrade';
export const ONBOARDING_ORGANIZATION_PATH = '/onboarding/organization';
export const PROFILE_PATH = '/profile';
export const SETTINGS_PATH = '/settings';

export const accountTabPath = (tab: AccountTab): string => `${ACCOUNT_PATH}?tab=${tab}`;
