import { AgreementReceiptSchema, AgreementViewSchema, type AgreementReceipt, type AgreementState, type AgreementView } from '@iprism/shared/contracts';
import { ApiRequestError, GENERIC_ERROR_MESSAGE, requestJson, type FetchLike } from '../common/api-error';

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

/** Reads an optional `parties: [{ name, role }]` from the raw answer; anything malformed is skipped. */
export function agreementParties(raw: unknown): AgreementParty[] {
  const list = raw && typeof raw === 'object' ? (raw as { parties?: unknown }).parties : undefined;
  if (!Array.isArray(list)) return [...DEFAULT_PARTIES];
  const parties = list.flatMap((p: unknown) => {
    if (!p || typeof p !== 'object') return [];
    const { name, role } = p as { name?: unknown; role?: unknown };
    return typeof name === 'string' && name.trim() ? [{ name: name.trim(), role: typeof role === 'string' && role.trim() ? role.trim() : 'Party' }] : [];
  });
  return parties.length ? parties : [...DEFAULT_PARTIES];
}

/** The sender and the named recipient, when the server names one. */
function partiesOf(raw: unknown, view: AgreementView): AgreementParty[] {
  if (raw && typeof raw === 'object' && Array.isArray((raw as { parties?: unknown }).parties)) return agreementParties(raw);
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

/** GET /api/agreements/:token, checked against the contract; throws ApiRequestError (404 = invalid link). */
export async function loadAgreement(token: string, fetchImpl?: FetchLike): Promise<AgreementDetails> {
  const raw = await requestJson(`/api/agreements/${encodeURIComponent(token)}`, { method: 'GET' }, fetchImpl);
  const parsed = AgreementViewSchema.safeParse(raw);
  if (!parsed.success) throw new ApiRequestError(200, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE);
  return { ...parsed.data, parties: partiesOf(raw, parsed.data), serverStatus: parsed.data.status ?? null };
}

/** POST /api/agreements/agree (no security token: SPEC §7 exempt). */
export async function agreeToAgreement(token: string, signerName: string, fetchImpl?: FetchLike): Promise<AgreementReceipt> {
  const raw = await requestJson(
    '/api/agreements/agree',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, signerName: signerName.trim() }) },
    fetchImpl,
  );
  const parsed = AgreementReceiptSchema.safeParse(raw);
  if (!parsed.success) throw new ApiRequestError(200, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

export const certificatePath = (token: string) => `/api/agreements/${encodeURIComponent(token)}/certificate`;
