import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import type { ZodType, ZodTypeDef } from 'zod';
import {
  FormReceiptSchema,
  SalesRequestListSchema,
  CareersApplicationSchema,
  ContactSubmissionSchema,
  CV_MAX_BYTES,
  DemoEmailSchema,
  InquiryEmailSchema,
  FeedbackSubmissionSchema,
  SupportRequestSchema,
  UnsubscribeRequestSchema,
  type FormKind,
  type FormReceipt,
  type SalesRequestList,
} from '@iprism/shared/contracts';
import { checkCv, insertCareerCv, receiveApplication } from '../../../careers';
import { insertFormSubmission, listSalesRequests } from '../../repositories/form-submissions';
import type { MailMessage } from '../../../../platform/mail/mailer';
import { demoMails, inquiryMails } from './sales-mail';
import { rateLimitPreHandler, type RateLimitOptions } from '../../../../platform/http/plugins/rate-limit';
import { PUBLIC, STAFF } from '../../../../platform/http/access/route-access';

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
  endpoint({ kind: 'unsubscribe', url: '/api/forms/unsubscribe', schema: UnsubscribeRequestSchema, emailOf: (d) => d.email }),
  // SPEC §7: security-token exempt, like every public form here.
  endpoint({ kind: 'inquiry', url: '/api/forms/send-inquiry-email', schema: InquiryEmailSchema, emailOf: (d) => d.email, mails: inquiryMails }),
  endpoint({ kind: 'demo', url: '/api/forms/send-demo-email', schema: DemoEmailSchema, emailOf: (d) => d.email, mails: demoMails }),
];

export const SALES_REQUEST_LIST_LIMIT = 200;

export interface FormsRoutesOptions {
  rateLimit?: RateLimitOptions;
}

export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = async (app, opts) => {
  const limiter = app.createRateLimiter('forms', opts.rateLimit ?? FORM_RATE_LIMIT);
  await app.register(fastifyMultipart);
  const cvMaxBytes = Math.min(CV_MAX_BYTES, app.config.upload.maxBytes);

  // The careers form may carry a CV (multipart); it is checked before anything is stored, then kept in the file store.
  app.post(
    '/api/careers/submit-application',
    {
      config: { access: PUBLIC },
      schema: { description: 'The careers form, with an optional CV', consumes: ['multipart/form-data'], response: { 201: FormReceiptSchema } },
      preHandler: rateLimitPreHandler(limiter, (req) => `${req.ip}:careers`),
    },
    async (req, reply): Promise<FormReceipt> => {
      const received = await receiveApplication(req, cvMaxBytes);
      const data = CareersApplicationSchema.parse(received.fields);
      const cv = received.cv ? await checkCv(received.cv, app.fileReaders) : null;
      const receipt = await insertFormSubmission(app.db, { kind: 'careers', email: data.email.toLowerCase(), payload: data });
      if (cv) {
        const storageKey = `careers/${receipt.id}/cv`;
        await app.fileStore.put(storageKey, cv.bytes);
        await insertCareerCv(app.db, receipt.id, { name: cv.name, mediaType: cv.mediaType, size: cv.bytes.length, sha256: cv.sha256, storageKey });
      }
      void reply.status(201);
      return receipt;
    },
  );

  // Staff read the sales inquiries and demo requests in /admin and answer by e-mail.
  app.get('/api/admin/sales-requests', { config: { access: STAFF }, schema: { response: { 200: SalesRequestListSchema } } }, async (_req, reply): Promise<SalesRequestList> => {
    void reply.header('Cache-Control', 'no-store');
    return { requests: await listSalesRequests(app.db, SALES_REQUEST_LIST_LIMIT) };
  });

  for (const e of ENDPOINTS as FormEndpoint<unknown>[]) {
    app.post(e.url, { config: { access: PUBLIC }, schema: { body: e.schema, response: { 201: FormReceiptSchema } }, preHandler: rateLimitPreHandler(limiter, (req) => `${req.ip}:${e.kind}`) }, async (req, reply): Promise<FormReceipt> => {
      const data = req.body;
      const receipt = await insertFormSubmission(app.db, { kind: e.kind, email: e.emailOf(data)?.toLowerCase() ?? null, payload: data });
      for (const mail of e.mails?.(data) ?? []) await app.mailer.send(mail);
      void reply.status(201);
      return receipt;
    });
  }
};
