import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ContractorInvoiceListSchema,
  ContractorListSchema,
  IdParamsSchema,
  ContractorInvoiceSchema,
  ContractorSchema,
  MyContractorSchema,
  ContractorInputSchema,
  CreateContractorInvoiceSchema,
  CONTRACTOR_INVOICE_STATUSES,
  RejectContractorInvoiceSchema,
  type Contractor,
  type ContractorInvoice,
  type MyContractor,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { listAgreements } from '../../agreements';
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
} from '../repositories/contractors';
import { findUserById } from '../../accounts';
import { agreementState } from '../../../domain/agreements/agreement-state';
import { invoiceAmountCents, invoiceNumber, periodsOverlap } from '../../../domain/contractors/invoice-rules';
import { invoicePdf } from '../../../domain/contractors/invoice-pdf';
import { appError } from '../../../platform/lib/errors';
import { requireAdminLicense } from '../../../platform/http/access/admin-license';
import { declareAreaAccess } from '../../../platform/http/access/access-plugin';
import { STAFF } from '../../../platform/http/access/route-access';

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
export const contractorsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAreaAccess(app, STAFF);
  async function toContractor(c: ContractorRecord): Promise<Contractor> {
    const now = new Date();
    const agreements = [...(await listAgreements(app.db, { contractorId: c.id })), ...(await listAgreements(app.db, { recipientEmail: c.email }))];
    const unique = [...new Map(agreements.map((a) => [a.id, a])).values()];
    const license = c.userId ? await app.licensing.resolve(c.userId, null, now) : null;
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
      accountLicense: license?.hasValidLicense ? (license.license?.type ?? null) : null,
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
    if (!c) throw appError('NOT_FOUND', NOT_A_CONTRACTOR_MESSAGE);
    return c;
  }

  app.get('/api/admin/contractors', { schema: { response: { 200: ContractorListSchema } } }, async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const list = await listContractors(app.db);
    const contractors: Contractor[] = [];
    for (const c of list) contractors.push(await toContractor(c));
    return { contractors };
  });

  app.post('/api/admin/contractors', { schema: { body: ContractorInputSchema, response: { 201: ContractorSchema } } }, async (req, reply): Promise<Contractor> => {
    await requireAdminLicense(app, requirePrincipal(req));
    const body = req.body;
    if (await findContractorByEmail(app.db, body.email)) throw appError('CONFLICT', `A contractor with ${body.email} already exists.`);
    const id = await insertContractor(app.db, body);
    void reply.code(201);
    return toContractor((await findContractor(app.db, id))!);
  });

  app.put('/api/admin/contractors/:id', { schema: { params: IdParamsSchema, body: ContractorInputSchema, response: { 200: ContractorSchema } } }, async (req): Promise<Contractor> => {
    await requireAdminLicense(app, requirePrincipal(req));
    const { id } = req.params;
    const body = req.body;
    if (!(await findContractor(app.db, id))) throw appError('NOT_FOUND', 'Contractor not found.');
    const other = await findContractorByEmail(app.db, body.email);
    if (other && other.id !== id) throw appError('CONFLICT', `A contractor with ${body.email} already exists.`);
    await updateContractor(app.db, id, body);
    return toContractor((await findContractor(app.db, id))!);
  });

  app.get('/api/admin/contractor-invoices', { schema: { response: { 200: ContractorInvoiceListSchema }, querystring: InvoiceQuery } }, async (req, reply) => {
    const { status } = req.query;
    void reply.header('Cache-Control', 'no-store');
    return { invoices: (await listInvoices(app.db, { status })).map(toInvoice) };
  });

  const decide = async (req: FastifyRequest, id: string, to: 'approved' | 'rejected', comment: string | null) => {
    const principal = requirePrincipal(req);
    await requireAdminLicense(app, principal);
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw appError('NOT_FOUND', 'Invoice not found.');
    if (!(await decideInvoice(app.db, id, to, principal.userId, comment))) throw appError('CONFLICT', 'Only a submitted invoice can be approved or rejected.');
    req.log.info({ invoiceId: id, by: principal.userId, to }, 'contractor invoice decided');
    return toInvoice((await findInvoice(app.db, id))!);
  };
  app.post('/api/admin/contractor-invoices/:id/approve', { schema: { params: IdParamsSchema, response: { 200: ContractorInvoiceSchema } } }, (req) => decide(req, req.params.id, 'approved', null));
  app.post('/api/admin/contractor-invoices/:id/reject', { schema: { params: IdParamsSchema, body: RejectContractorInvoiceSchema, response: { 200: ContractorInvoiceSchema } } }, (req) => decide(req, req.params.id, 'rejected', req.body.comment));

  app.get('/api/admin/contractor-invoices/:id/pdf', { schema: { summary: 'A contractor invoice as PDF', produces: ['application/pdf'], params: IdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw appError('NOT_FOUND', 'Invoice not found.');
    return sendInvoicePdf(reply, invoice);
  });

  // The contractor's own page.

  app.get('/api/contractor/me', { schema: { response: { 200: MyContractorSchema } } }, async (req, reply): Promise<MyContractor> => {
    const c = await myContractor(requirePrincipal(req).userId);
    void reply.header('Cache-Control', 'no-store');
    return { contractor: await toContractor(c), invoices: (await listInvoices(app.db, { contractorId: c.id })).map(toInvoice) };
  });

  app.post('/api/contractor/invoices', { schema: { body: CreateContractorInvoiceSchema, response: { 201: ContractorInvoiceSchema } } }, async (req, reply): Promise<ContractorInvoice> => {
    const principal = requirePrincipal(req);
    const c = await myContractor(principal.userId);
    const { periodFrom, periodTo } = req.body;
    const clash = (await listInvoices(app.db, { contractorId: c.id })).find((i) => i.status !== 'rejected' && periodsOverlap({ from: i.periodFrom, to: i.periodTo }, { from: periodFrom, to: periodTo }));
    if (clash) throw appError('CONFLICT', `Invoice ${clash.number} already covers part of this period.`);
    const minutes = await approvedMinutes(app.db, principal.userId, periodFrom, periodTo);
    if (minutes === 0) throw appError('VALIDATION_FAILED', 'There are no approved hours in this period.', [{ path: 'periodFrom', message: 'There are no approved hours in this period.' }]);
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

  app.get('/api/contractor/invoices/:id/pdf', { schema: { summary: 'One of my invoices as PDF', produces: ['application/pdf'], params: IdParamsSchema } }, async (req, reply) => {
    const c = await myContractor(requirePrincipal(req).userId);
    const { id } = req.params;
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw appError('NOT_FOUND', 'Invoice not found.');
    if (invoice.contractorId !== c.id) throw appError('FORBIDDEN', 'This invoice belongs to another contractor.');
    return sendInvoicePdf(reply, invoice);
  });
};
