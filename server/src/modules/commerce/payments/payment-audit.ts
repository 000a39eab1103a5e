import type { AuditAction } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';
import type { CheckoutKind } from '../repositories/checkouts';
import type { LicenseOwner } from '../repositories/licenses';
import { recordAudit } from '../../admin';

/** What a paid checkout changed, as the audit log names it. */
const ACTION_OF_KIND: Record<CheckoutKind, AuditAction> = {
  subscription: 'license.changed',
  upgrade: 'license.changed',
  renewal: 'license.changed',
  credits: 'credits.changed',
  licenses: 'seats.changed',
};

export const auditActionOfCheckout = (kind: CheckoutKind): AuditAction => ACTION_OF_KIND[kind];

/** The account or organisation whose licence, seats or credits a payment changes. */
export const auditSubjectOf = (owner: LicenseOwner): { type: 'user' | 'organization'; id: string } =>
  owner.userId ? { type: 'user', id: owner.userId } : { type: 'organization', id: owner.organizationId! };

/**
 * Records a licence, seat or credit change that a payment made, in the transaction that applies it. No
 * browser request stands behind a webhook or a sweep: the payment event's id is the request id, and the
 * actor is whoever paid or marked the invoice paid (none for a provider's own event).
 */
export async function recordPaymentAudit(
  tx: Queryable,
  change: { eventId: string; actorId: string | null; owner: LicenseOwner; action: AuditAction; detail: Record<string, unknown> },
): Promise<void> {
  await recordAudit(tx, { actorId: change.actorId, ip: '', userAgent: '', requestId: `payment:${change.eventId}` }, { action: change.action, subject: auditSubjectOf(change.owner), detail: change.detail });
}
