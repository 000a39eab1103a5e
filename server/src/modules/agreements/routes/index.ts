import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleAgreementExpiry } from '../expiry-job';
import type { FastifyReply } from 'fastify';
import {
  IdParamsSchema,
  TokenParamsSchema,
  AgreementReceiptSchema,
  AdminAgreementListSchema,
  AdminAgreementSchema,
  AgreementViewSchema,
  CreatedAgreementSchema,
  AgreeRequestSchema,
  CreateAgreementSchema,
  ExpireAgreementSchema,
  type AdminAgreement,
  type AdminAgreementList,
  type AgreementReceipt,
  type AgreementView,
  type CreatedAgreement,
} from '@iprism/shared/contracts';
import { randomToken, requirePrincipal, sha256Hex, trustedOrigin } from '../../auth';
import {
  expireAgreement,
  findAgreementById,
  findAgreementByTokenHash,
  insertAgreement,
  listAgreements,
  markAgreementViewed,
  recordAgreement,
  replaceAgreementToken,
  type AgreementRecord,
} from '../repositories/agreements';
import { findUserById } from '../../accounts';
import { agreedTextSha256, agreementState } from '../../../domain/agreements/agreement-state';
import { agreementCertificatePdf } from '../../../domain/agreements/certificate-pdf';
import { appError } from '../../../platform/lib/errors';
import { PUBLIC, STAFF } from '../../../platform/http/access/route-access';
import { rateLimitPreHandler, type RateLimitOptions } from '../../../platform/http/plugins/rate-limit';
import { agreementCertificateMail, agreementLink, agreementRequestMail, certificateFileName, certificateLink } from './agreement-mail';
import { toAdminAgreement, toAgreementView } from './agreement-view';

export const AGREEMENT_NOT_FOUND_MESSAGE = 'This agreement link is invalid or has expired.';
export const AGREEMENT_ALREADY_AGREED_MESSAGE = 'This agreement has already been agreed.';
export const AGREEMENT_EXPIRED_MESSAGE = 'This agreement has expired. Ask the person who sent it for a new link.';
/** A person signs once; repeated tries from one address in ten minutes are a script guessing tokens. */
export const AGREE_RATE_LIMIT: RateLimitOptions = { max: 20, windowMs: 10 * 60_000 };


const expiredError = () => appError('EXPIRED', AGREEMENT_EXPIRED_MESSAGE);

export interface AgreementsRoutesOptions {
  rateLimit?: RateLimitOptions;
}

function sendPdf(reply: FastifyReply, bytes: Uint8Array, a: AgreementRecord) {
  const name = certificateFileName(a.id);
  return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-store').send(Buffer.from(bytes));
}

async function certificateOf(a: AgreementRecord): Promise<Uint8Array> {
  return agreementCertificatePdf({
    id: a.id,
    title: a.title,
    body: a.body,
    recipientName: a.recipientName,
    recipientEmail: a.recipientEmail,
    signerName: a.signerName ?? '',
    agreedAt: a.agreedAt ?? new Date(),
    signerIp: a.signerIp ?? '',
    textSha256: a.textSha256 ?? '',
  });
}

/**
 * Agreements with e-signature. Create, agree and expire are SPEC §7 security-token exempt calls: create and
 * expire still need a staff session; agree is public and proven by the link token alone, which is a
 * 32-byte random value kept only as its SHA-256.
 */
export const agreementsRoutes: FastifyPluginAsyncZod<AgreementsRoutesOptions> = async (app, opts) => {
  const limiter = app.createRateLimiter('agreements', opts.rateLimit ?? AGREE_RATE_LIMIT);
  const byToken = (token: string) => findAgreementByTokenHash(app.db, sha256Hex(token));
  let expiryJob: { stop: () => void } | null = null;
  app.addHook('onReady', async () => {
    expiryJob = scheduleAgreementExpiry(app.db, app.log);
  });
  app.addHook('onClose', async () => expiryJob?.stop());

  app.post('/api/agreements/create', { config: { access: STAFF }, schema: { body: CreateAgreementSchema, response: { 201: CreatedAgreementSchema } } }, async (req, reply): Promise<CreatedAgreement> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const token = randomToken();
    const agreement = await insertAgreement(app.db, {
      tokenHash: sha256Hex(token),
      title: body.title,
      body: body.body,
      recipientEmail: body.recipientEmail,
      recipientName: body.recipientName,
      contractorId: body.contractorId ?? null,
      createdBy: principal.userId,
      expiresAt: new Date(body.expiresAt),
    });
    const url = agreementLink(trustedOrigin(app.config, req), token);
    await app.mailer.send(agreementRequestMail(agreement.recipientEmail, agreement.recipientName, agreement.title, url, agreement.expiresAt));
    req.log.info({ agreementId: agreement.id, by: principal.userId }, 'agreement sent');
    void reply.code(201);
    return { id: agreement.id, token, url };
  });

  app.get('/api/agreements/:token', { config: { access: PUBLIC }, schema: { params: TokenParamsSchema, response: { 200: AgreementViewSchema } } }, async (req, reply): Promise<AgreementView> => {
    const { token } = req.params;
    const agreement = await byToken(token);
    if (!agreement) throw appError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
    const now = new Date();
    if (agreementState(agreement, now) === 'sent') await markAgreementViewed(app.db, agreement.id, now);
    void reply.header('Cache-Control', 'no-store');
    return toAgreementView((await findAgreementById(app.db, agreement.id)) ?? agreement, token, now);
  });

  app.post(
    '/api/agreements/agree',
    { config: { access: PUBLIC }, schema: { body: AgreeRequestSchema, response: { 200: AgreementReceiptSchema } }, preHandler: rateLimitPreHandler(limiter, (req) => req.ip) },
    async (req): Promise<AgreementReceipt> => {
      const { token, signerName } = req.body;
      const agreement = await byToken(token);
      if (!agreement) throw appError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
      const now = new Date();
      const state = agreementState(agreement, now);
      if (state === 'agreed') throw appError('CONFLICT', AGREEMENT_ALREADY_AGREED_MESSAGE);
      if (state === 'expired') throw expiredError();
      const signed = await recordAgreement(app.db, agreement.id, {
        signerName,
        signerIp: req.ip,
        signerUserAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
        textSha256: agreedTextSha256(agreement.title, agreement.body),
        at: now,
      });
      // Lost a race with a second tab or with expiry: answer what the row now says.
      if (!signed) throw appError('CONFLICT', AGREEMENT_ALREADY_AGREED_MESSAGE);
      const link = certificateLink(trustedOrigin(app.config, req), token);
      const sender = await findUserById(app.db, signed.createdBy);
      const facts = { id: signed.id, title: signed.title, signerName, agreedAt: now, textSha256: signed.textSha256! };
      // The certificate PDF takes a moment to draw: the signer has their answer first, the mails follow.
      app.afterReply.add('agreement-certificate-mail', { reqId: req.id }, async () => {
        const certificate = await certificateOf(signed);
        for (const to of new Set([signed.recipientEmail, ...(sender ? [sender.email] : [])])) {
          await app.mailer.send(agreementCertificateMail(to, facts, link, certificate));
        }
      });
      req.log.info({ agreementId: signed.id }, 'agreement agreed');
      return { id: signed.id, agreedAt: now.toISOString(), signerName, textSha256: signed.textSha256!, certificateUrl: link };
    },
  );

  app.post('/api/agreements/expire', { config: { access: STAFF }, schema: { body: ExpireAgreementSchema, response: { 200: AdminAgreementSchema } } }, async (req): Promise<AdminAgreement> => {
    const principal = requirePrincipal(req);
    const body = req.body;
    const agreement = body.token ? await byToken(body.token) : await findAgreementById(app.db, body.id!);
    if (!agreement) throw appError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
    const now = new Date();
    if (agreement.agreedAt) throw appError('CONFLICT', 'An agreed agreement cannot be expired.');
    const expired = (await expireAgreement(app.db, agreement.id, now)) ?? agreement;
    req.log.info({ agreementId: agreement.id, by: principal.userId }, 'agreement expired');
    return toAdminAgreement(expired, now);
  });

  app.get('/api/agreements/:token/certificate', { config: { access: PUBLIC }, schema: { summary: 'The certificate of an agreed agreement (PDF)', produces: ['application/pdf'], params: TokenParamsSchema } }, async (req, reply) => {
    const { token } = req.params;
    const agreement = await byToken(token);
    if (!agreement?.agreedAt) throw appError('NOT_FOUND', 'There is no certificate for this link: the agreement was not agreed.');
    return sendPdf(reply, await certificateOf(agreement), agreement);
  });

  app.get('/api/admin/agreements', { config: { access: STAFF }, schema: { response: { 200: AdminAgreementListSchema } } }, async (req, reply): Promise<AdminAgreementList> => {
    void reply.header('Cache-Control', 'no-store');
    const now = new Date();
    return { agreements: (await listAgreements(app.db)).map((a) => toAdminAgreement(a, now)) };
  });

  app.get('/api/admin/agreements/:id/certificate', { config: { access: STAFF }, schema: { summary: 'The certificate of an agreed agreement (PDF)', produces: ['application/pdf'], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const agreement = await findAgreementById(app.db, id);
    if (!agreement?.agreedAt) throw appError('NOT_FOUND', 'This agreement has no certificate yet.');
    return sendPdf(reply, await certificateOf(agreement), agreement);
  });

  /** A resend issues a fresh link (the old one stops working); an agreed or expired agreement is not resent. */
  app.post('/api/admin/agreements/:id/resend', { config: { access: STAFF }, schema: { params: IdParamsSchema, response: { 200: CreatedAgreementSchema } } }, async (req): Promise<CreatedAgreement> => {
    const { id } = req.params;
    const agreement = await findAgreementById(app.db, id);
    if (!agreement) throw appError('NOT_FOUND', 'Agreement not found.');
    const state = agreementState(agreement, new Date());
    if (state === 'agreed') throw appError('CONFLICT', AGREEMENT_ALREADY_AGREED_MESSAGE);
    if (state === 'expired') throw expiredError();
    const token = randomToken();
    await replaceAgreementToken(app.db, id, sha256Hex(token));
    const url = agreementLink(trustedOrigin(app.config, req), token);
    await app.mailer.send(agreementRequestMail(agreement.recipientEmail, agreement.recipientName, agreement.title, url, agreement.expiresAt));
    return { id, token, url };
  });
};
