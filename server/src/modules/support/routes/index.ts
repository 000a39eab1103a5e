import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SupportTicketSchema,
  AdminSupportTicketListSchema,
  AdminSupportTicketSchema,
  SupportTicketListSchema,
  AdminSupportTicketQuerySchema,
  CreateSupportTicketSchema,
  SUPPORT_NOTIFICATION_CATEGORY,
  SupportReplyRequestSchema,
  type AdminSupportTicket,
  type AdminSupportTicketList,
  type SupportTicket,
  type SupportTicketList,
} from '@iprism/shared/contracts';
import { requirePrincipal } from '../../auth';
import { insertNotification, pushNotifications } from '../../notifications';
import { findSupportTicket, insertSupportReply, insertSupportTicket, listAllSupportTickets, listUserSupportTickets } from '../repositories/support-tickets';
import { findUserById } from '../../accounts';
import { appError } from '../../../platform/lib/errors';
import { SELF_SERVICE, SIGNED_IN, STAFF } from '../../../platform/http/access/route-access';
import { rateLimitPreHandler, type RateLimitOptions } from '../../../platform/http/plugins/rate-limit';
import { toAdminSupportTicket, toSupportTicket } from './ticket-view';

/** The newest this many tickets come back from a list. */
export const SUPPORT_TICKET_LIST_LIMIT = 100;
export const SUPPORT_TICKET_NOT_FOUND_MESSAGE = 'Support ticket not found.';
/** A person writes a few tickets a day; more than this in an hour is a script. */
export const SUPPORT_TICKET_RATE_LIMIT: RateLimitOptions = { max: 10, windowMs: 60 * 60_000 };

const TicketIdSchema = z.object({ id: z.string().trim().min(1).max(100) });

export interface SupportRoutesOptions {
  rateLimit?: RateLimitOptions;
}

/**
 * Support tickets. A signed-in user writes and lists their own (any signed-in user may need help, whatever
 * their licence; writing one is self-service, like their own notifications, so a read-only client-portal
 * user can still ask); staff list every ticket and answer. An answer marks the ticket answered and notifies
 * the user (shown unless they switched support notifications off in their patent settings).
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, opts) => {
  const limiter = app.createRateLimiter('support-tickets', opts.rateLimit ?? SUPPORT_TICKET_RATE_LIMIT);

  app.post(
    '/api/support/tickets',
    {
      config: { access: SELF_SERVICE },
      schema: { body: CreateSupportTicketSchema, response: { 201: SupportTicketSchema } },
      preHandler: rateLimitPreHandler(limiter, (req) => req.principal?.userId ?? req.ip),
    },
    async (req, reply): Promise<SupportTicket> => {
      const principal = requirePrincipal(req);
      const body = req.body;
      const ticket = await insertSupportTicket(app.db, principal.userId, body);
      req.log.info({ ticketId: ticket.id, userId: principal.userId, category: ticket.category, diagnostics: body.diagnostics !== null }, 'support ticket opened');
      return reply.code(201).send(toSupportTicket(ticket));
    },
  );

  app.get('/api/support/tickets', { config: { access: SIGNED_IN }, schema: { response: { 200: SupportTicketListSchema } } }, async (req, reply): Promise<SupportTicketList> => {
    const principal = requirePrincipal(req);
    void reply.header('Cache-Control', 'no-store');
    const tickets = await listUserSupportTickets(app.db, principal.userId, SUPPORT_TICKET_LIST_LIMIT);
    return { tickets: tickets.map(toSupportTicket) };
  });

  app.get('/api/admin/support/tickets', { config: { access: STAFF }, schema: { querystring: AdminSupportTicketQuerySchema, response: { 200: AdminSupportTicketListSchema } } }, async (req, reply): Promise<AdminSupportTicketList> => {
    const { status } = req.query;
    void reply.header('Cache-Control', 'no-store');
    const tickets = await listAllSupportTickets(app.db, { status, limit: SUPPORT_TICKET_LIST_LIMIT });
    const users = new Map<string, { email: string; name: string | null } | null>();
    for (const id of new Set(tickets.map((t) => t.userId))) users.set(id, await findUserById(app.db, id));
    return { tickets: tickets.map((t) => toAdminSupportTicket(t, users.get(t.userId) ?? null)) };
  });

  app.post('/api/admin/support/tickets/:id/reply', { config: { access: STAFF }, schema: { params: TicketIdSchema, body: SupportReplyRequestSchema, response: { 200: AdminSupportTicketSchema } } }, async (req): Promise<AdminSupportTicket> => {
    const principal = requirePrincipal(req);
    const { id } = req.params;
    const { message } = req.body;
    const ticket = await findSupportTicket(app.db, id);
    if (!ticket) throw appError('NOT_FOUND', SUPPORT_TICKET_NOT_FOUND_MESSAGE);
    const author = await findUserById(app.db, principal.userId);
    await app.db.transaction((tx) => insertSupportReply(tx, { ticketId: id, authorId: principal.userId, authorName: author?.name || 'iPrism support', message }));

    const { record } = await insertNotification(app.db, ticket.userId, {
      iconName: 'SupportAgent',
      color: 'blue',
      text: `Support answered your ticket “${ticket.subject}”.`,
      category: SUPPORT_NOTIFICATION_CATEGORY,
      adminOnly: false,
    });
    await pushNotifications(app, req.log, [record]);
    req.log.info({ ticketId: id, by: principal.userId }, 'support ticket answered');
    const answered = await findSupportTicket(app.db, id);
    return toAdminSupportTicket(answered ?? ticket, await findUserById(app.db, ticket.userId));
  });
};
