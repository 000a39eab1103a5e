/**
 * The SPEC §8 texts, written out here rather than imported from the product: the tests are the
 * oracle, so a typo in a product constant fails them instead of being copied into them.
 */
export const SPEC_MESSAGES = {
  personalEmail: "Personal email addresses are not allowed for law firm accounts. Please use your firm's email address.",
  clientAdmin: 'Admin features are not available for client portal users.',
  clientFeature: 'This feature is not available for client portal users. You have read-only access to view assigned reports and analytics.',
  clientEdit: 'Creating or editing content is not available for client portal users. You have read-only access.',
  invitationTiming: 'Your organization is being set up. Please wait a moment and try again.',
  pilotNoLicense: 'You need an active iPrism subscription to access the patent and scout dashboards.',
  toolboxNoLicense: 'You need an active Toolbox subscription to access these tools.',
  adminRequired: 'This area is restricted to iPrism administrators only.',
  licenseTypeRequired: 'This feature requires a specific license type.',
  permissionRequired: 'You do not have the required permissions for this page.',
  pendingOrganization: 'Please complete your organization setup to access all features.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

/** The built-in provider's answer to a wrong password or an unknown address alike (no enumeration). */
export const INVALID_CREDENTIALS = 'The email address or password is incorrect.';
