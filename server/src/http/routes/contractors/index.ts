import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ContractorInputSchema,
  CreateContractorInvoiceSchema,
  ERROR_CODES,
  CONTRACTOR_INVOICE_STATUSES,
  RejectContractorInvoiceSchema,
  type Contractor,
  type ContractorInvoice,
  type MyContractor,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../../auth/request-principal';
import { listAgreements } from '../../../db/repositories/agreements';
import {
  approvedMinutes,
  countInvoicesOfYear,
  decideInvoice,
  findContractor,
  findContractorByEmail,
  findInvoice,
  insertContractor,
  insertInvoice,
  listContractors,
  listInvoices,
  updateContractor,
  type ContractorRecord,
  type InvoiceRecord,
} from '../../../db/repositories/contractors';
import { findUserById } from '../../../db/repositories/users';
import { agreementState } from '../../../domain/agreements/agreement-state';
import { invoiceAmountCents, invoiceNumber, periodsOverlap } from '../../../domain/contractors/invoice-rules';
import { invoicePdf } from '../../../domain/contractors/invoice-pdf';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors';
import { requireAdminLicence } from '../../access/admin-licence';
import { STAFF } from '../../access/route-access';

const IdParams = z.object({ id: z.string().min(1).max(100) });
const InvoiceQuery = z.object({ status: z.enum(CONTRACTOR_INVOICE_STATUSES).optional() });
export const NOT_A_CONTRACTOR_MESSAGE = 'Your account is not set up as a contractor.';

function toInvoice(i: InvoiceRecord): ContractorInvoice {
  return {
    id: i.id,
    number: i.number,
    contractorId: i.contractorId,
    contractorName: i.contractorName,
    periodFrom: i.periodFrom,
    periodTo: i.periodTo,
    minutes: i.minutes,
    hourlyRate: i.rateCents / 100,
    currency: i.currency,
    amount: i.amountCents / 100,
    status: i.status,
    decisionComment: i.decisionComment,
    createdAt: i.createdAt.toISOString(),
    decidedAt: i.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Contractors (staff see them; the admin licence changes them and decides invoices) and the contractor's
 * own page: their record, agreements and invoices, and new invoices from their approved hours.
 */
export const contractorsRoutes: FastifyPluginAsync = async (app) => {
  async function toContractor(c: ContractorRecord): Promise<Contractor> {
    const now = new Date();
    const agreements = [...(await listAgreements(app.db, { contractorId: c.id })), ...(await listAgreements(app.db, { recipientEmail: c.email }))];
    const unique = [...new Map(agreements.map((a) => [a.id, a])).values()];
    const licence = c.userId ? await app.licensing.resolve(c.userId, null, now) : null;
    return {
      id: c.id,
      name: c.name,
      email: c.email,
      company: c.company,
      country: c.country,
      hourlyRate: c.rateCents / 100,
      currency: c.currency,
      startDate: c.startDate,
      endDate: c.endDate,
      status: c.status,
      userId: c.userId,
      accountLicence: licence?.hasValidLicense ? (licence.licence?.type ?? null) : null,
      agreements: unique.map((a) => ({ id: a.id, title: a.title, state: agreementState(a, now) })),
      approvedMinutes: c.userId ? await approvedMinutes(app.db, c.userId) : 0,
    };
  }

  async function sendInvoicePdf(reply: FastifyReply, invoice: InvoiceRecord) {
    const c = (await findContractor(app.db, invoice.contractorId))!;
    const bytes = await invoicePdf({ ...invoice, contractorName: c.name, contractorEmail: c.email, company: c.company, country: c.country });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(bytes));
  }

  /** The caller's contractor record, found by their account's e-mail. */
  async function myContractor(userId: string): Promise<ContractorRecord> {
    const user = await findUserById(app.db, userId);
    const c = user ? await findContractorByEmail(app.db, user.email) : null;
    if (!c) throw notFound(NOT_A_CONTRACTOR_MESSAGE);
    return c;
  }

  app.get('/api/admin/contractors', { config: { access: STAFF } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const list = await listContractors(app.db);
    const contractors: Contractor[] = [];
    for (const c of list) contractors.push(await toContractor(c));
    return { contractors };
  });

  app.post('/api/admin/contractors', { config: { access: STAFF } }, async (req, reply): Promise<Contractor> => {
    await requireAdminLicence(app, requirePrincipal(req));
    const body = ContractorInputSchema.parse(req.body ?? {});
    if (await findContractorByEmail(app.db, body.email)) throw new AppError(409, ERROR_CODES.CONFLICT, `A contractor with ${body.email} already exists.`);
    const id = await insertContractor(app.db, body);
    void reply.code(201);
    return toContractor((await findContractor(app.db, id))!);
  });

  app.put('/api/admin/contractors/:id', { config: { access: STAFF } }, async (req): Promise<Contractor> => {
    await requireAdminLicence(app, requirePrincipal(req));
    const { id } = IdParams.parse(req.params);
    const body = ContractorInputSchema.parse(req.body ?? {});
    if (!(await findContractor(app.db, id))) throw notFound('Contractor not found.');
    const other = await findContractorByEmail(app.db, body.email);
    if (other && other.id !== id) throw new AppError(409, ERROR_CODES.CONFLICT, `A contractor with ${body.email} already exists.`);
    await updateContractor(app.db, id, body);
    return toContractor((await findContractor(app.db, id))!);
  });

  app.get('/api/admin/contractor-invoices', { config: { access: STAFF } }, async (req, reply) => {
    const { status } = InvoiceQuery.parse(req.query ?? {});
    void reply.header('Cache-Control', 'no-store');
    return { invoices: (await listInvoices(app.db, { status })).map(toInvoice) };
  });

  const decide = (to: 'approved' | 'rejected') => async (req: FastifyRequest) => {
    const principal = requirePrincipal(req);
    await requireAdminLicence(app, principal);
    const { id } = IdParams.parse(req.params);
    const comment = to === 'rejected' ? RejectContractorInvoiceSchema.parse(req.body ?? {}).comment : null;
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw notFound('Invoice not found.');
    if (!(await decideInvoice(app.db, id, to, principal.userId, comment))) throw new AppError(409, ERROR_CODES.CONFLICT, 'Only a submitted invoice can be approved or rejected.');
    req.log.info({ invoiceId: id, by: principal.userId, to }, 'contractor invoice decided');
    return toInvoice((await findInvoice(app.db, id))!);
  };
  app.post('/api/admin/contractor-invoices/:id/approve', { config: { access: STAFF } }, decide('approved'));
  app.post('/api/admin/contractor-invoices/:id/reject', { config: { access: STAFF } }, decide('rejected'));

  app.get('/api/admin/contractor-invoices/:id/pdf', { config: { access: STAFF } }, async (req, reply) => {
    const { id } = IdParams.parse(req.params);
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw notFound('Invoice not found.');
    return sendInvoicePdf(reply, invoice);
  });

  // The contractor's own page.

  app.get('/api/contractor/me', { config: { access: STAFF } }, async (req, reply): Promise<MyContractor> => {
    const c = await myContractor(requirePrincipal(req).userId);
    void reply.header('Cache-Control', 'no-store');
    return { contractor: await toContractor(c), invoices: (await listInvoices(app.db, { contractorId: c.id })).map(toInvoice) };
  });

  app.post('/api/contractor/invoices', { config: { access: STAFF } }, async (req, reply): Promise<ContractorInvoice> => {
    const principal = requirePrincipal(req);
    const c = await myContractor(principal.userId);
    const { periodFrom, periodTo } = CreateContractorInvoiceSchema.parse(req.body ?? {});
    const clash = (await listInvoices(app.db, { contractorId: c.id })).find((i) => i.status !== 'rejected' && periodsOverlap({ from: i.periodFrom, to: i.periodTo }, { from: periodFrom, to: periodTo }));
    if (clash) throw new AppError(409, ERROR_CODES.CONFLICT, `Invoice ${clash.number} already covers part of this period.`);
    const minutes = await approvedMinutes(app.db, principal.userId, periodFrom, periodTo);
    if (minutes === 0) throw badRequest('There are no approved hours in this period.', [{ path: 'periodFrom', message: 'There are no approved hours in this period.' }]);
    const year = new Date().getUTCFullYear();
    const id = await app.db.transaction(async (tx) =>
      insertInvoice(tx, {
        number: invoiceNumber(year, (await countInvoicesOfYear(tx, year)) + 1),
        contractorId: c.id,
        periodFrom,
        periodTo,
        minutes,
        rateCents: c.rateCents,
        currency: c.currency,
        amountCents: invoiceAmountCents(minutes, c.rateCents),
      }),
    );
    req.log.info({ invoiceId: id, contractorId: c.id }, 'contractor invoice submitted');
    void reply.code(201);
    return toInvoice((await findInvoice(app.db, id))!);
  });

  app.get('/api/contractor/invoices/:id/pdf', { config: { access: STAFF } }, async (req, reply) => {
    const c = await myContractor(requirePrincipal(req).userId);
    const { id } = IdParams.parse(req.params);
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw notFound('Invoice not found.');
    if (invoice.contractorId !== c.id) throw forbidden('This invoice belongs to another contractor.');
    return sendInvoicePdf(reply, invoice);
  });
};
