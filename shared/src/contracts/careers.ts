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
});
export type CareerApplication = z.infer<typeof CareerApplicationSchema>;
export const CareerApplicationListSchema = z.object({ applications: z.array(CareerApplicationSchema) });

/** A status change; moving to interview or rejected e-mails the candidate (the message is optional). */
export const UpdateApplicationSchema = z.object({
  status: z.enum(CANDIDATE_STATUSES).optional(),
  notes: z.string().max(10_000).optional(),
  message: z.string().trim().max(3000).optional(),
});
