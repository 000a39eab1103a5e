import { z } from 'zod';

/** Careers publishing: job openings shown on /careers, and the inbox of applications staff work through. */

export const CANDIDATE_STATUSES = ['new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

const isoDate = z.string().datetime({ offset: true });

export const OpeningInputSchema = z.object({
  title: z.string().trim().min(3, 'Please give the role a title.').max(120),
  team: z.string().trim().min(2, 'Please name the team.').max(80),
  location: z.string().trim().min(2, 'Please give a location.').max(120),
  remote: z.boolean().default(false),
  description: z.string().trim().min(30, 'Please describe the role (at least 30 characters).').max(20_000),
  open: z.boolean().default(true),
});
export type OpeningInput = z.infer<typeof OpeningInputSchema>;

export const JobOpeningSchema = OpeningInputSchema.extend({ id: z.string(), createdAt: isoDate, updatedAt: isoDate });
export type JobOpening = z.infer<typeof JobOpeningSchema>;
export const JobOpeningListSchema = z.object({ openings: z.array(JobOpeningSchema) });

/** A CV sent with an application: checked by content like every upload, kept in the file store, staff download it. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart fields of POST /api/careers/submit-application: the form as JSON, and the CV file. */
export const CV_UPLOAD_FIELDS = { application: 'application', cv: 'cv' } as const;
/** What the file picker offers; the server decides by content, not by this. */
export const CV_ACCEPT = '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';
export const CV_MESSAGES = {
  unsupported: '{name} is not a PDF, Word (DOCX) or plain-text document. Please send your CV in one of these formats.',
  tooLarge: '{name} is larger than the {limit} limit for a CV.',
  unexpectedField: 'Unexpected upload field "{name}": send "application" (the form as JSON) and optionally "cv".',
  badApplication: 'The "application" field must hold the form as JSON.',
} as const;

export const CareerCvSchema = z.object({ name: z.string(), mediaType: z.string(), size: z.number().int().nonnegative() });
export type CareerCv = z.infer<typeof CareerCvSchema>;

export const CareerApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  links: z.array(z.string()),
  coverNote: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  notes: z.string(),
  receivedAt: isoDate,
  /** The CV sent with the application; download it from /api/admin/careers/applications/{id}/cv. */
  cv: CareerCvSchema.nullable(),
});
export type CareerApplication = z.infer<typeof CareerApplicationSchema>;
export const CareerApplicationListSchema = z.object({ applications: z.array(CareerApplicationSchema) });

/** A status change; moving to interview or rejected e-mails the candidate (the message is optional). */
export const UpdateApplicationSchema = z.object({
  status: z.enum(CANDIDATE_STATUSES).optional(),
  notes: z.string().max(10_000).optional(),
  message: z.string().trim().max(3000).optional(),
});
