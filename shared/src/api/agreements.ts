import { AgreementReceiptSchema, type AgreementReceipt } from '../contracts/agreements';
import { AgreementViewSchema, type AgreementView } from '../contracts/forms';
import { apiFetch } from './api-fetch';

/** The public agreement link (no session): the visitor reads it and agrees; errors are the page's to show. */

export function getAgreement(token: string, signal?: AbortSignal): Promise<AgreementView> {
  return apiFetch(`/api/agreements/${encodeURIComponent(token)}`, { auth: 'none', schema: AgreementViewSchema, notify: false, signal });
}

/** Needs no security token (SPEC §7 exempt). */
export function agreeToAgreement(token: string, signerName: string): Promise<AgreementReceipt> {
  return apiFetch('/api/agreements/agree', { method: 'POST', auth: 'none', csrf: false, body: { token, signerName: signerName.trim() }, schema: AgreementReceiptSchema, notify: false });
}
