import { OrganizationSchema, type Organization } from '../contracts/organizations';
import { apiFetch } from './api-fetch';

/** Creates an organisation with the signed-in user as its administrator (POST /api/organizations, 201). */
export function createOrganization(name: string): Promise<Organization> {
  return apiFetch('/api/organizations', { method: 'POST', body: { name }, notify: false, schema: OrganizationSchema });
}

/** Records that the user waits for an invitation (organisation status pending_assignment, SPEC §4). */
export async function markWaitingForInvitation(): Promise<void> {
  await apiFetch('/api/onboarding/pending', { method: 'POST', body: {}, notify: false });
}
