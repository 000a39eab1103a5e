import type { AgreementState } from '@iprism/shared/contracts/agreements';
import type { AgreementView } from '@iprism/shared/contracts/forms';

export type AgreementStatus = 'active' | 'expired' | 'pending';

export interface AgreementParty {
  name: string;
  role: string;
}

export interface AgreementDetails extends AgreementView {
  parties: AgreementParty[];
  /** The server's state (sent, viewed, agreed, expired); null from an answer without one. */
  serverStatus: AgreementState | null;
}

export const DEFAULT_PARTIES: readonly AgreementParty[] = [
  { name: 'iPrism', role: 'Provider' },
  { name: 'The organization this link was issued to', role: 'Customer' },
];

export const STATE_LABEL: Record<AgreementState, string> = { sent: 'Awaiting your agreement', viewed: 'Awaiting your agreement', agreed: 'Agreed', expired: 'Expired' };

/** Active between issue and expiry; pending before it starts (clock skew, post-dated); expired after. */
export function agreementStatus(view: Pick<AgreementView, 'issuedAt' | 'expiresAt'>, now: number): AgreementStatus {
  if (now >= Date.parse(view.expiresAt)) return 'expired';
  if (now < Date.parse(view.issuedAt)) return 'pending';
  return 'active';
}

/** The sender and the named recipient, when the server names one. */
function partiesOf(view: AgreementView): AgreementParty[] {
  return view.recipientName ? [{ name: 'iPrism', role: 'Sender' }, { name: view.recipientName, role: 'Recipient' }] : [...DEFAULT_PARTIES];
}

/** May the visitor still agree? Only an agreement sent or viewed and not past its date. */
export function canAgree(a: Pick<AgreementDetails, 'serverStatus' | 'issuedAt' | 'expiresAt'>, now: number): boolean {
  return (a.serverStatus === 'sent' || a.serverStatus === 'viewed') && agreementStatus(a, now) !== 'expired';
}

/** The signer's typed name: at least two characters after trimming (as the server checks). */
export function signerNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return 'Please type your full name.';
  if (trimmed.length > 120) return 'Please keep your name under 120 characters.';
  return null;
}

/** The agreement as the page shows it: its parties and the server's state (the query's `select`). */
export function agreementDetails(view: AgreementView): AgreementDetails {
  return { ...view, parties: partiesOf(view), serverStatus: view.status ?? null };
}

export const certificatePath = (token: string) => `/api/agreements/${encodeURIComponent(token)}/certificate`;
