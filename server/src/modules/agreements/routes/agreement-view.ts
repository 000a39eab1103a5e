import type { AdminAgreement, AgreementView } from '@iprism/shared/contracts';
import { agreementState } from '../../../domain/agreements/agreement-state';
import type { AgreementRecord } from '../repositories/agreements';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the recipient's page shows. */
export function toAgreementView(a: AgreementRecord, token: string, now: Date): AgreementView {
  return {
    token,
    title: a.title,
    body: a.body,
    issuedAt: a.createdAt.toISOString(),
    expiresAt: a.expiresAt.toISOString(),
    status: agreementState(a, now),
    recipientName: a.recipientName,
    agreedAt: iso(a.agreedAt),
    signerName: a.signerName,
    textSha256: a.textSha256,
  };
}

export function toAdminAgreement(a: AgreementRecord, now: Date): AdminAgreement {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    recipientEmail: a.recipientEmail,
    recipientName: a.recipientName,
    state: agreementState(a, now),
    createdAt: a.createdAt.toISOString(),
    expiresAt: a.expiresAt.toISOString(),
    viewedAt: iso(a.viewedAt),
    agreedAt: iso(a.agreedAt),
    expiredAt: iso(a.expiredAt),
    signerName: a.signerName,
    signerIp: a.signerIp,
    signerUserAgent: a.signerUserAgent,
    textSha256: a.textSha256,
    contractorId: a.contractorId,
  };
}
