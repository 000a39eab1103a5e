import Stripe from 'stripe';
import { appError } from '../../../platform/lib/errors';

/**
 * Webhook signatures in Stripe's scheme (`t=<time>,v1=<HMAC-SHA256 of "t.body">`, five minutes'
 * tolerance), for Stripe's events and the invoice provider's own alike: one verification path, through
 * the official package's helpers, which need no network.
 */
const webhooks = new Stripe('sk_offline_signatures_only').webhooks;

export const INVALID_SIGNATURE_MESSAGE = 'The payment event signature is not valid.';

export function verifySignedEvent<T>(rawBody: string, signature: string | undefined, secret: string): T {
  if (!signature) throw appError('VALIDATION_FAILED', INVALID_SIGNATURE_MESSAGE);
  try {
    return webhooks.constructEvent(rawBody, signature, secret) as unknown as T;
  } catch {
    throw appError('VALIDATION_FAILED', INVALID_SIGNATURE_MESSAGE);
  }
}

/** The signature header for a body, as the provider would send it (the demo card page and tests). */
export function signEvent(rawBody: string, secret: string, timestamp?: number): string {
  return webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp });
}
