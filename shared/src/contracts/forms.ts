import { z } from 'zod';

/**
 * Contracts of the public site: the forms visitors send (validated with the same schemas in the
 * browser and on the server), the newsroom and the agreement view.
 */

const name = z.string().trim().min(2, 'Please enter your name.').max(120, 'Please keep your name under 120 characters.');
const email = z.string().trim().min(1, 'Please enter your email address.').max(254, 'That email address is too long.').email('Please enter a valid email address.');
const message = (min: number, max: number, what: string) =>
  z.string().trim().min(min, `Please write at least ${min} characters so we can help.`).max(max, `Please keep the ${what} under ${max} characters.`);
const optionalText = (max: number, what: string) => z.string().trim().max(max, `Please keep the ${what} under ${max} characters.`).optional();

export const FORM_KINDS = ['contact', 'careers', 'support', 'feedback', 'unsubscribe', 'inquiry', 'demo'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const CONTACT_TOPICS = ['demo', 'sales', 'partnership', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const ContactSubmissionSchema = z.object({
  name,
  email,
  company: optionalText(160, 'company name'),
  topic: z.enum(CONTACT_TOPICS, { errorMap: () => ({ message: 'Please choose a topic.' }) }),
  message: message(10, 5000, 'message'),
});
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;

export const CareersApplicationSchema = z.object({
  name,
  email,
  role: z.string().trim().min(1, 'Please choose the role you are applying for.').max(120),
  links: z.array(z.string().trim().url('Each link must be a full address starting with https://.')).max(5, 'Please share at most five links.').default([]),
  coverNote: message(50, 5000, 'cover note'),
});
export type CareersApplication = z.infer<typeof CareersApplicationSchema>;

export const SUPPORT_CATEGORIES = ['account', 'billing', 'uploads', 'reports', 'prior-art', 'ids', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_PRIORITIES = ['low', 'normal', 'urgent'] as const;

export const SupportRequestSchema = z.object({
  name,
  email,
  category: z.enum(SUPPORT_CATEGORIES, { errorMap: () => ({ message: 'Please choose what your request is about.' }) }),
  priority: z.enum(SUPPORT_PRIORITIES).default('normal'),
  subject: z.string().trim().min(3, 'Please add a short subject.').max(160, 'Please keep the subject under 160 characters.'),
  message: message(20, 5000, 'description'),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const FEEDBACK_AREAS = ['reports', 'prior-art', 'ids', 'classification', 'interface', 'other'] as const;

export const FeedbackSubmissionSchema = z.object({
  rating: z.number({ invalid_type_error: 'Please choose a rating.', required_error: 'Please choose a rating.' }).int().min(1, 'Please choose a rating.').max(5),
  area: z.enum(FEEDBACK_AREAS, { errorMap: () => ({ message: 'Please choose an area.' }) }),
  message: message(5, 5000, 'feedback'),
  /** Optional: only when the visitor wants an answer. */
  email: email.optional(),
});
export type FeedbackSubmission = z.infer<typeof FeedbackSubmissionSchema>;

export const UNSUBSCRIBE_REASONS = ['too-frequent', 'not-relevant', 'never-signed-up', 'other'] as const;

export const UnsubscribeRequestSchema = z.object({
  email,
  reason: z.enum(UNSUBSCRIBE_REASONS, { errorMap: () => ({ message: 'Please choose a reason.' }) }),
  details: optionalText(1000, 'details'),
});
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

export const FIRM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

/** "Contact sales": POST /api/forms/send-inquiry-email (security-token exempt, SPEC §7). */
export const InquiryEmailSchema = z.object({
  name,
  email,
  firm: z.string().trim().min(2, 'Please enter your firm or company.').max(160),
  role: optionalText(120, 'role'),
  size: z.enum(FIRM_SIZES, { errorMap: () => ({ message: 'Please choose the size of your firm.' }) }),
  message: message(10, 5000, 'message'),
});
export type InquiryEmail = z.infer<typeof InquiryEmailSchema>;

/** "Book a demo": POST /api/forms/send-demo-email (security-token exempt, SPEC §7). */
export const DemoEmailSchema = z.object({
  name,
  email,
  firm: z.string().trim().min(2, 'Please enter your firm or company.').max(160),
  role: z.string().trim().min(2, 'Please tell us your role.').max(120),
  size: z.enum(FIRM_SIZES, { errorMap: () => ({ message: 'Please choose the size of your firm.' }) }),
  preferredTimes: z.string().trim().min(3, 'Please suggest a few times that suit you.').max(500, 'Please keep the times under 500 characters.'),
  message: optionalText(2000, 'message'),
});
export type DemoEmail = z.infer<typeof DemoEmailSchema>;

/** Where "Contact sales" and "Book a demo" requests are sent. */
export const SALES_INBOX = 'sales@iprism.example';

/** A "Contact sales" inquiry or a "Book a demo" request as staff see it in /admin, newest first. */
export const SalesRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(['inquiry', 'demo']),
  name: z.string(),
  email: z.string(),
  firm: z.string(),
  role: z.string(),
  size: z.string(),
  /** Demo requests only. */
  preferredTimes: z.string().nullable(),
  message: z.string(),
  receivedAt: z.string().datetime({ offset: true }),
});
export type SalesRequest = z.infer<typeof SalesRequestSchema>;
export const SalesRequestListSchema = z.object({ requests: z.array(SalesRequestSchema) });
export type SalesRequestList = z.infer<typeof SalesRequestListSchema>;

/** `201` answer of every form endpoint. */
export const FormReceiptSchema = z.object({ id: z.string().min(1) });
export type FormReceipt = z.infer<typeof FormReceiptSchema>;

export const NewsroomArticleSummarySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string().datetime({ offset: true }),
  tags: z.array(z.string()),
  /** Path of the cover image, when the article has one. */
  coverImage: z.string().nullable().optional(),
});
export type NewsroomArticleSummary = z.infer<typeof NewsroomArticleSummarySchema>;

/** The article body is light markdown: paragraphs, `## ` headings and `- ` lists. */
export const NewsroomArticleSchema = NewsroomArticleSummarySchema.extend({ body: z.string() });
export type NewsroomArticle = z.infer<typeof NewsroomArticleSchema>;

export const NewsroomListSchema = z.object({ articles: z.array(NewsroomArticleSummarySchema) });
export type NewsroomList = z.infer<typeof NewsroomListSchema>;

/** What `/agreement/:token` shows; the body is light markdown like newsroom articles. */
export const AgreementViewSchema = z.object({
  token: z.string(),
  title: z.string(),
  body: z.string(),
  issuedAt: z.string().datetime({ offset: true }),
  expiresAt: z.string().datetime({ offset: true }),
  /** sent | viewed | agreed | expired (see contracts/agreements). */
  status: z.enum(['sent', 'viewed', 'agreed', 'expired']).optional(),
  recipientName: z.string().optional(),
  agreedAt: z.string().datetime({ offset: true }).nullable().optional(),
  signerName: z.string().nullable().optional(),
  textSha256: z.string().nullable().optional(),
});
export type AgreementView = z.infer<typeof AgreementViewSchema>;
