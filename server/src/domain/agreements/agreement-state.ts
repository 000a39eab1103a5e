import { createHash } from 'node:crypto';
import type { AgreementState } from '@iprism/shared/contracts';

export interface AgreementFacts {
  viewedAt: Date | null;
  agreedAt: Date | null;
  expiredAt: Date | null;
  expiresAt: Date;
}

/**
 * An agreed agreement stays agreed (its expiry no longer matters); otherwise it is expired once staff
 * or the clock expired it, viewed once the recipient opened the link, sent before that.
 */
export function agreementState(a: AgreementFacts, now: Date): AgreementState {
  if (a.agreedAt) return 'agreed';
  if (a.expiredAt || a.expiresAt.getTime() <= now.getTime()) return 'expired';
  return a.viewedAt ? 'viewed' : 'sent';
}

/** The hash recorded at signature: of the exact title and body shown, so a later edit cannot pass for what was agreed. */
export function agreedTextSha256(title: string, body: string): string {
  return createHash('sha256').update(`${title}\n\n${body}`, 'utf8').digest('hex');
}
