import { OutboxListSchema, type OutboxEmail } from '@iprism/shared/contracts';
import { ApiRequestError, GENERIC_ERROR_MESSAGE, requestJson, type FetchLike } from '../common/api-error';

export const RESEND_VERIFICATION_PATH = '/api/auth/resend-verification';
export const DEV_OUTBOX_PATH = '/api/dev/outbox';
/** The fixed answer to a resend: the server never says whether an account exists (no enumeration). */
export const RESEND_ACCEPTED_MESSAGE = 'If an account exists for that address, we have sent a new link.';

export type ResendResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Asks for a new verification link; never throws. A 429 keeps the server's own wording. */
export async function resendVerification(email: string, fetchImpl?: FetchLike): Promise<ResendResult> {
  try {
    await requestJson(RESEND_VERIFICATION_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) }, fetchImpl);
    return { ok: true, message: RESEND_ACCEPTED_MESSAGE };
  } catch (err) {
    if (err instanceof ApiRequestError) return { ok: false, status: err.statusCode, message: err.message };
    return { ok: false, status: 0, message: GENERIC_ERROR_MESSAGE };
  }
}

/**
 * The demo-mode outbox for an address, or null when there is none to show: the endpoint exists
 * only in demo mode (404 elsewhere, 403 when it is switched off), and any other failure of a
 * developer aid is not worth an error message on a sign-up page.
 */
export async function loadDevOutbox(email: string, fetchImpl?: FetchLike): Promise<OutboxEmail[] | null> {
  try {
    const body = await requestJson(`${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`, { method: 'GET' }, fetchImpl);
    const parsed = OutboxListSchema.safeParse(body);
    return parsed.success ? parsed.data.emails : null;
  } catch {
    return null;
  }
}
