import { AgreementViewSchema, type AgreementView } from '@iprism/shared/contracts';
import { ApiRequestError, GENERIC_ERROR_MESSAGE, requestJson, type FetchLike } from '../common/api-error';

export type AgreementStatus = 'active' | 'expired' | 'pending';

export interface AgreementParty {
  name: string;
  role: string;
}

/** The view plus what the server may add later; absent fields fall back to what the page knows. */
export interface AgreementDetails extends AgreementView {
  parties: AgreementParty[];
  /** A status the server states outright (e.g. "signed"), shown as given. */
  serverStatus: string | null;
}

export const DEFAULT_PARTIES: readonly AgreementParty[] = [
  { name: 'iPrism', role: 'Provider' },
  { name: 'The organization this link was issued to', role: 'Customer' },
];

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

function serverStatusOf(raw: unknown): string | null {
  const status = raw && typeof raw === 'object' ? (raw as { status?: unknown }).status : undefined;
  return typeof status === 'string' && status.trim() ? status.trim() : null;
}

/** GET /api/agreements/:token, checked against the contract; throws ApiRequestError (404 = invalid or expired link). */
export async function loadAgreement(token: string, fetchImpl?: FetchLike): Promise<AgreementDetails> {
  const raw = await requestJson(`/api/agreements/${encodeURIComponent(token)}`, { method: 'GET' }, fetchImpl);
  const parsed = AgreementViewSchema.safeParse(raw);
  if (!parsed.success) throw new ApiRequestError(200, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE);
  return { ...parsed.data, parties: agreementParties(raw), serverStatus: serverStatusOf(raw) };
}
