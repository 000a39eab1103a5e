import type { FastifyPluginAsync } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import {
  CareersApplicationSchema,
  ContactSubmissionSchema,
  DemoEmailSchema,
  InquiryEmailSchema,
  FeedbackSubmissionSchema,
  SupportRequestSchema,
  UnsubscribeRequestSchema,
  type FormKind,
  type FormReceipt,
} from '@iprism/shared/contracts';
import { insertFormSubmission } from '../../../db/repositories/form-submissions';
import type { MailMessage } from '../../../mail/mailer';
import { demoMails, inquiryMails } from './sales-mail';
import { rateLimitPreHandler, type RateLimitOptions } from '../../plugins/rate-limit';
import { PUBLIC } from '../../access/route-access';

/** Ten sends of one form per address in ten minutes: generous for a person, tight for a script. */
export const FORM_RATE_LIMIT: RateLimitOptions = { max: 10, windowMs: 10 * 60_000 };

interface FormEndpoint<T> {
  kind: FormKind;
  url: string;
  schema: ZodType<T, ZodTypeDef, unknown>;
  emailOf: (data: T) => string | undefined;
  /** Mail sent once the submission is stored (the sales inbox and an acknowledgement). */
  mails?: (data: T) => MailMessage[];
}

const endpoint = <T>(e: FormEndpoint<T>) => e;

/** The public forms (SPEC §1 public area); each body is parsed with the same schema the browser uses. */
const ENDPOINTS = [
  endpoint({ kind: 'contact', url: '/api/forms/contact', schema: ContactSubmissionSchema, emailOf: (d) => d.email }),
  endpoint({ kind: 'feedback', url: '/api/forms/feedback', schema: FeedbackSubmissionSchema, emailOf: (d) => d.email }),
  endpoint({ kind: 'support', url: '/api/forms/support', schema: SupportRequestSchema, emailOf: (d) => d.email }),
  endpoint({ kind: 'careers', url: '/api/careers/submit-application', schema: CareersApplicationSchema, emailOf: (d) => d.email }),
  endpoint({ kind: 'unsubscribe', url: '/api/forms/unsubscribe', schema: UnsubscribeRequestSchema, emailOf: (d) => d.email }),
  // SPEC §7: security-token exempt, like every public form here.
  endpoint({ kind: 'inquiry', url: '/api/forms/send-inquiry-email', schema: InquiryEmailSchema, emailOf: (d) => d.email, mails: inquiryMails }),
  endpoint({ kind: 'demo', url: '/api/forms/send-demo-email', schema: DemoEmailSchema, emailOf: (d) => d.email, mails: demoMails }),
];

export interface FormsRoutesOptions {
  rateLimit?: RateLimitOptions;
}

export const formsRoutes: FastifyPluginAsync<FormsRoutesOptions> = async (app, opts) => {
  const limiter = app.createRateLimiter('forms', opts.rateLimit ?? FORM_RATE_LIMIT);
  for (const e of ENDPOINTS as FormEndpoint<unknown>[]) {
    app.post(e.url, { config: { access: PUBLIC }, preHandler: rateLimitPreHandler(limiter, (req) => `${req.ip}:${e.kind}`) }, async (req, reply): Promise<FormReceipt> => {
      // A ZodError thrown here becomes a 400 VALIDATION_FAILED with details in the error handler.
      const data = e.schema.parse(req.body);
      const receipt = await insertFormSubmission(app.db, { kind: e.kind, email: e.emailOf(data)?.toLowerCase() ?? null, payload: data });
      for (const mail of e.mails?.(data) ?? []) await app.mailer.send(mail);
      void reply.status(201);
      return receipt;
    });
  }
};
