import { z } from 'zod';
import { SUPPORT_CATEGORIES } from './forms';

/**
 * Support tickets of signed-in users (the patent dashboard's Support page) and the staff answers to them.
 * A user sees only their own tickets; staff (a valid iPrism staff licence) list every ticket and reply.
 */

/** Most client log entries a diagnostic bundle may carry (the newest ones). */
export const SUPPORT_LOG_ENTRIES_MAX = 50;
export const SUPPORT_TICKET_STATUSES = ['open', 'answered'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
/** The notification category of "support answered your ticket". */
export const SUPPORT_NOTIFICATION_CATEGORY = 'support';

export const SupportLogEntrySchema = z.object({
  timestamp: z.string().max(40),
  level: z.enum(['debug', 'info', 'warn', 'error']),
  category: z.string().max(60),
  message: z.string().max(1000),
});
export type SupportLogEntry = z.infer<typeof SupportLogEntrySchema>;

/** What the browser attaches when the user consents: no cookies, tokens or document contents. */
export const SupportDiagnosticsSchema = z.object({
  userAgent: z.string().max(500),
  language: z.string().max(35),
  viewport: z.string().max(20),
  theme: z.string().max(10).optional(),
  /** Remote name → deployed version, from builds/remotes.json. */
  appVersions: z.record(z.string().max(40), z.string().max(80)).refine((v) => Object.keys(v).length <= 20, 'Too many versions.'),
  logEntries: z.array(SupportLogEntrySchema).max(SUPPORT_LOG_ENTRIES_MAX),
});
export type SupportDiagnostics = z.infer<typeof SupportDiagnosticsSchema>;

export const CreateSupportTicketSchema = z.object({
  category: z.enum(SUPPORT_CATEGORIES, { errorMap: () => ({ message: 'Please choose what your request is about.' }) }),
  subject: z.string().trim().min(3, 'Please add a short subject.').max(160, 'Please keep the subject under 160 characters.'),
  message: z.string().trim().min(10, 'Please describe the problem in at least 10 characters.').max(5000, 'Please keep the message under 5,000 characters.'),
  /** The page the user was on (path and query only). */
  pagePath: z.string().trim().startsWith('/', 'The page must be a path of this site.').max(2048),
  diagnostics: SupportDiagnosticsSchema.nullable().default(null),
});
export type CreateSupportTicket = z.infer<typeof CreateSupportTicketSchema>;

export const SupportReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof SupportReplySchema>;

export const SupportTicketSchema = z.object({
  id: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  pagePath: z.string(),
  hasDiagnostics: z.boolean(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  createdAt: z.string(),
  replies: z.array(SupportReplySchema),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

export const SupportTicketListSchema = z.object({ tickets: z.array(SupportTicketSchema) });
export type SupportTicketList = z.infer<typeof SupportTicketListSchema>;

/** Staff see who asked and the attached bundle. */
export const AdminSupportTicketSchema = SupportTicketSchema.extend({
  userEmail: z.string(),
  userName: z.string().nullable(),
  diagnostics: SupportDiagnosticsSchema.nullable(),
});
export type AdminSupportTicket = z.infer<typeof AdminSupportTicketSchema>;

export const AdminSupportTicketListSchema = z.object({ tickets: z.array(AdminSupportTicketSchema) });
export type AdminSupportTicketList = z.infer<typeof AdminSupportTicketListSchema>;

export const AdminSupportTicketQuerySchema = z.object({ status: z.enum(SUPPORT_TICKET_STATUSES).optional() });

export const SupportReplyRequestSchema = z.object({
  message: z.string().trim().min(2, 'Please write an answer.').max(5000, 'Please keep the answer under 5,000 characters.'),
});
export type SupportReplyRequest = z.infer<typeof SupportReplyRequestSchema>;
