import { z } from 'zod';

/**
 * Contractors: their record (rate, currency, dates, status), the account they sign in with (a staff
 * licence plus the contractor flag this record is), their agreements, and invoices made from their
 * approved hours, which an administrator approves or rejects.
 */

export const CONTRACTOR_STATUSES = ['onboarding', 'active', 'ended'] as const;
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number];
export const CONTRACTOR_INVOICE_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type ContractorInvoiceStatus = (typeof CONTRACTOR_INVOICE_STATUSES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23.');
const isoDate = z.string().datetime({ offset: true });

export const ContractorInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Please enter the contractor’s name.').max(120),
    email: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
    company: z.string().trim().max(160).default(''),
    country: z.string().trim().regex(/^[A-Z]{2}$/, 'Use a two-letter country code, e.g. DE.'),
    hourlyRate: z.number({ invalid_type_error: 'Please enter the hourly rate.' }).positive('The rate must be above zero.').max(10_000),
    currency: z.string().trim().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. EUR.'),
    startDate: isoDay,
    endDate: isoDay.nullable().default(null),
    status: z.enum(CONTRACTOR_STATUSES).default('onboarding'),
  })
  .refine((c) => !c.endDate || c.endDate >= c.startDate, { message: 'The end date must not be before the start date.', path: ['endDate'] });
export type ContractorInput = z.infer<typeof ContractorInputSchema>;

export const ContractorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  country: z.string(),
  hourlyRate: z.number(),
  currency: z.string(),
  startDate: isoDay,
  endDate: isoDay.nullable(),
  status: z.enum(CONTRACTOR_STATUSES),
  /** The account signed in with this address, if there is one. */
  userId: z.string().nullable(),
  /** The effective licence of that account (a contractor works with iPrismEmployee); null without an account or a valid licence. */
  accountLicense: z.string().nullable(),
  agreements: z.array(z.object({ id: z.string(), title: z.string(), state: z.string() })),
  approvedMinutes: z.number().int(),
});
export type Contractor = z.infer<typeof ContractorSchema>;
export const ContractorListSchema = z.object({ contractors: z.array(ContractorSchema) });

export const ContractorInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  contractorId: z.string(),
  contractorName: z.string(),
  periodFrom: isoDay,
  periodTo: isoDay,
  minutes: z.number().int(),
  hourlyRate: z.number(),
  currency: z.string(),
  /** In the currency's major unit, rounded to cents. */
  amount: z.number(),
  status: z.enum(CONTRACTOR_INVOICE_STATUSES),
  decisionComment: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type ContractorInvoice = z.infer<typeof ContractorInvoiceSchema>;
export const ContractorInvoiceListSchema = z.object({ invoices: z.array(ContractorInvoiceSchema) });

export const CreateContractorInvoiceSchema = z
  .object({ periodFrom: isoDay, periodTo: isoDay })
  .refine((p) => p.periodTo >= p.periodFrom, { message: 'The period must end after it starts.', path: ['periodTo'] });
export const RejectContractorInvoiceSchema = z.object({ comment: z.string().trim().min(3, 'Please say why the invoice is rejected.').max(1000) });

/** The contractor's own page: profile, agreements, invoices and approved hours not yet invoiced. */
export const MyContractorSchema = z.object({
  contractor: ContractorSchema,
  invoices: z.array(ContractorInvoiceSchema),
});
export type MyContractor = z.infer<typeof MyContractorSchema>;
