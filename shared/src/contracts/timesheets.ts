import { z } from 'zod';

/**
 * Weekly timesheets of staff and contractors: a grid of project × day in half-hour steps with a note per
 * cell. A week is draft until submitted; submitted weeks are read-only until an approver returns them
 * (with a comment) or approves them.
 */

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'returned'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/** Hours are entered in half-hour steps. */
export const TIMESHEET_STEP_MINUTES = 30;
export const MINUTES_PER_DAY = 24 * 60;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23.');
const isoDate = z.string().datetime({ offset: true });

export const TimesheetEntrySchema = z.object({
  projectId: z.string().trim().min(1).max(100),
  day: isoDay,
  minutes: z
    .number({ invalid_type_error: 'Hours must be a number.' })
    .int()
    .min(0, 'Hours cannot be negative.')
    .max(MINUTES_PER_DAY, 'A day has 24 hours.')
    .refine((m) => m % TIMESHEET_STEP_MINUTES === 0, 'Enter hours in half-hour steps.'),
  note: z.string().trim().max(500, 'Please keep each note under 500 characters.').default(''),
});
export type TimesheetEntry = z.infer<typeof TimesheetEntrySchema>;

export const WeekQuerySchema = z.object({ weekStart: isoDay.optional() });

export const SaveTimesheetSchema = z.object({
  weekStart: isoDay,
  entries: z.array(TimesheetEntrySchema).max(7 * 50, 'Too many entries for one week.'),
});
export type SaveTimesheet = z.infer<typeof SaveTimesheetSchema>;

export const SubmitTimesheetSchema = z.object({ weekStart: isoDay });

export const TimesheetProjectSchema = z.object({ id: z.string(), name: z.string(), code: z.string(), client: z.string() });
export type TimesheetProject = z.infer<typeof TimesheetProjectSchema>;

export const TimesheetWeekSchema = z.object({
  id: z.string().nullable(),
  weekStart: isoDay,
  status: z.enum(TIMESHEET_STATUSES),
  comment: z.string().nullable(),
  submittedAt: isoDate.nullable(),
  decidedAt: isoDate.nullable(),
  entries: z.array(TimesheetEntrySchema),
  /** The projects the person may book to (their assignments, plus any already booked this week). */
  projects: z.array(TimesheetProjectSchema),
  totalMinutes: z.number().int(),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeekSchema>;

export const TimesheetWeekSummarySchema = z.object({
  id: z.string(),
  weekStart: isoDay,
  status: z.enum(TIMESHEET_STATUSES),
  comment: z.string().nullable(),
  totalMinutes: z.number().int(),
});
export type TimesheetWeekSummary = z.infer<typeof TimesheetWeekSummarySchema>;
export const TimesheetWeekListSchema = z.object({ weeks: z.array(TimesheetWeekSummarySchema) });

/** A week as an approver sees it: who, and minutes per project. */
export const AdminTimesheetWeekSchema = TimesheetWeekSummarySchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  submittedAt: isoDate.nullable(),
  decidedAt: isoDate.nullable(),
  byProject: z.array(z.object({ projectId: z.string(), projectName: z.string(), minutes: z.number().int() })),
  entries: z.array(TimesheetEntrySchema),
});
export type AdminTimesheetWeek = z.infer<typeof AdminTimesheetWeekSchema>;
export const AdminTimesheetWeekListSchema = z.object({ weeks: z.array(AdminTimesheetWeekSchema) });

export const AdminTimesheetQuerySchema = z.object({
  status: z.enum(TIMESHEET_STATUSES).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const ReturnTimesheetSchema = z.object({ comment: z.string().trim().min(3, 'Please say what needs changing.').max(1000) });

export const TimesheetTotalsSchema = z.object({
  from: isoDay,
  to: isoDay,
  rows: z.array(z.object({ userId: z.string(), userName: z.string(), projectId: z.string(), projectName: z.string(), minutes: z.number().int() })),
});
export type TimesheetTotals = z.infer<typeof TimesheetTotalsSchema>;

export const CreateProjectSchema = z.object({
  name: z.string().trim().min(2, 'Please name the project.').max(120),
  code: z.string().trim().min(2, 'Please give a short code.').max(20).regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only.'),
  client: z.string().trim().max(120).default(''),
});
export type CreateProject = z.infer<typeof CreateProjectSchema>;

export const ProjectSchema = TimesheetProjectSchema.extend({
  active: z.boolean(),
  members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type Project = z.infer<typeof ProjectSchema>;
export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) });

export const AssignProjectSchema = z.object({ userId: z.string().trim().min(1, 'Please choose a person.').max(100) });

export const TIMESHEET_NOTIFICATION_CATEGORY = 'general';
