/** What the accounts module offers the rest of the server: other modules and the app import it only from here. */
export { loadPatentSettings, usersMuting } from './repositories/patent-settings';
export { listUsers, setOrganizationStatus, setPublicRole } from './repositories/user-profile';
export { CLIENT_PUBLIC_ROLE, acceptTotpStep, consumeRecoveryCode, createUser, disableTotp, enableTotp, findUserByEmail, findUserById, isClientPortalUser, markEmailVerified, setPasswordHash, setPendingTotpSecret, type UserRecord } from './repositories/users';
export { accountExportRoutes } from './routes/data-export';
export { accountRoutes } from './routes';
export { onboardingRoutes } from './routes/onboarding';
export { patentSettingsRoutes } from './routes/patent-settings';
