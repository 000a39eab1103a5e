import { z } from 'zod';
import { LicenseInfoDetailSchema } from './account';
import { AuditEntrySchema } from './back-office';
import { CreditEntrySchema } from './commerce';
import { ORG_ROLES } from './organizations';

/** GET /api/account/export: everything the service keeps about the signed-in user, as one JSON download. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    secondFactor: z.boolean(),
    createdAt: z.string(),
  }),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(ORG_ROLES) })),
  license: LicenseInfoDetailSchema.nullable(),
  /** The personal credit ledger (an organisation's ledger belongs to the organisation). */
  credits: z.array(CreditEntrySchema),
  applications: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), createdAt: z.string() })),
  sessions: z.array(z.object({ ip: z.string(), userAgent: z.string(), createdAt: z.string(), lastActiveAt: z.string() })),
  /** Security events done by or to the account (the audit log), newest first. */
  activity: z.array(AuditEntrySchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
