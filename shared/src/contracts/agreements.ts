import { z } from 'zod';

/**
 * Agreements sent for e-signature: staff create one for a recipient, the recipient opens the
 * personal link (/agreement/{token}), types their full name and agrees; both sides then get a
 * certificate. Tokens are long random values kept only as a SHA-256 on the server.
 */

export const AGREEMENT_STATES = ['sent', 'viewed', 'agreed', 'expired'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

const isoDate = z.string().datetime({ offset: true });

export const CreateAgreementSchema = z.object({
  title: z.string().trim().min(3, 'Please give the agreement a title.').max(200, 'Please keep the title under 200 characters.'),
  body: z.string().trim().min(20, 'Please write the agreement text (at least 20 characters).').max(100_000, 'The agreement text is too long.'),
  recipientEmail: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  recipientName: z.string().trim().min(2, 'Please enter the recipient’s name.').max(120),
  expiresAt: isoDate.refine((v) => Date.parse(v) > Date.now(), 'The expiry must be in the future.'),
  contractorId: z.string().trim().min(1).max(100).optional(),
});
export type CreateAgreement = z.infer<typeof CreateAgreementSchema>;

export const CreatedAgreementSchema = z.object({ id: z.string(), token: z.string(), url: z.string() });
export type CreatedAgreement = z.infer<typeof CreatedAgreementSchema>;

export const AgreeRequestSchema = z.object({
  token: z.string().trim().min(20, 'This agreement link is invalid.').max(200),
  signerName: z.string().trim().min(2, 'Please type your full name.').max(120, 'Please keep your name under 120 characters.'),
});
export type AgreeRequest = z.infer<typeof AgreeRequestSchema>;

export const AgreementReceiptSchema = z.object({
  id: z.string(),
  agreedAt: isoDate,
  signerName: z.string(),
  textSha256: z.string().regex(/^[0-9a-f]{64}$/),
  certificateUrl: z.string(),
});
export type AgreementReceipt = z.infer<typeof AgreementReceiptSchema>;

/** Staff give the id (from the list) or the token; the expiry job works by id. */
export const ExpireAgreementSchema = z
  .object({ token: z.string().trim().min(1).max(200).optional(), id: z.string().trim().min(1).max(100).optional() })
  .refine((v) => Boolean(v.token || v.id), { message: 'Please give the agreement token.', path: ['token'] });
export type ExpireAgreement = z.infer<typeof ExpireAgreementSchema>;

export const AdminAgreementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  recipientEmail: z.string(),
  recipientName: z.string(),
  state: z.enum(AGREEMENT_STATES),
  createdAt: isoDate,
  expiresAt: isoDate,
  viewedAt: isoDate.nullable(),
  agreedAt: isoDate.nullable(),
  expiredAt: isoDate.nullable(),
  signerName: z.string().nullable(),
  signerIp: z.string().nullable(),
  signerUserAgent: z.string().nullable(),
  textSha256: z.string().nullable(),
  contractorId: z.string().nullable(),
});
export type AdminAgreement = z.infer<typeof AdminAgreementSchema>;

export const AdminAgreementListSchema = z.object({ agreements: z.array(AdminAgreementSchema) });
export type AdminAgreementList = z.infer<typeof AdminAgreementListSchema>;
