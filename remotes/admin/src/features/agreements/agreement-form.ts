import { CreateAgreementSchema, type CreateAgreement } from '@iprism/shared/contracts/agreements';

export interface AgreementDraft {
  title: string;
  recipientName: string;
  recipientEmail: string;
  /** YYYY-MM-DD from a date field; the link works until the end of that day (UTC). */
  expiresOn: string;
  body: string;
}

export const EMPTY_DRAFT: AgreementDraft = { title: '', recipientName: '', recipientEmail: '', expiresOn: '', body: '' };

/** A date `days` ahead, as a date field wants it. */
export const dateInDays = (days: number, now = new Date()): string => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The draft as the create call wants it, or the message per field (same schema as the server). */
export function toCreateAgreement(d: AgreementDraft): { ok: true; value: CreateAgreement } | { ok: false; errors: Partial<Record<keyof AgreementDraft, string>> } {
  const expiresAt = /^\d{4}-\d{2}-\d{2}$/.test(d.expiresOn) ? `${d.expiresOn}T23:59:59.000Z` : '';
  const parsed = CreateAgreementSchema.safeParse({ title: d.title, body: d.body, recipientEmail: d.recipientEmail, recipientName: d.recipientName, expiresAt });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<keyof AgreementDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] === 'expiresAt' ? 'expiresOn' : issue.path[0]) as keyof AgreementDraft;
    errors[field] ??= field === 'expiresOn' && !expiresAt ? 'Please choose the date the link stops working.' : issue.message;
  }
  return { ok: false, errors };
}
