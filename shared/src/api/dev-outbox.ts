import { OutboxListSchema, type OutboxEmail } from '../contracts/auth';
import { apiFetch } from './api-fetch';

const DEV_OUTBOX_PATH = '/api/dev/outbox';

/**
 * The demo-mode outbox for an address, or null when there is none to show: the endpoint exists
 * only in demo mode (404 elsewhere, 403 when it is switched off), and any other failure of a
 * developer aid is not worth an error message on a sign-up page.
 */
export async function loadDevOutbox(email: string, signal?: AbortSignal): Promise<OutboxEmail[] | null> {
  try {
    return (await apiFetch(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`, { auth: 'none', schema: OutboxListSchema, notify: false, signal })).emails;
  } catch {
    return null;
  }
}
