import { randomUUID } from 'node:crypto';
import type { CreateSupportTicket, SupportDiagnostics, SupportTicketStatus } from '@iprism/shared/contracts';
import type { Queryable } from '../../../platform/db/db';

export interface SupportReplyRecord {
  id: string;
  ticketId: string;
  authorId: string;
  authorName: string;
  message: string;
  createdAt: Date;
}

export interface SupportTicketRecord {
  id: string;
  userId: string;
  category: CreateSupportTicket['category'];
  subject: string;
  message: string;
  pagePath: string;
  diagnostics: SupportDiagnostics | null;
  status: SupportTicketStatus;
  createdAt: Date;
  replies: SupportReplyRecord[];
}

/** @table support_tickets */
interface TicketRow {
  id: string;
  user_id: string;
  category: string;
  subject: string;
  message: string;
  page_path: string;
  diagnostics: SupportDiagnostics | string | null;
  status: string;
  created_at: Date | string;
}

/** @table support_replies */
interface ReplyRow {
  id: string;
  ticket_id: string;
  author_id: string;
  author_name: string;
  message: string;
  created_at: Date | string;
}

const TICKET_COLUMNS = 'id, user_id, category, subject, message, page_path, diagnostics, status, created_at';

const toReply = (r: ReplyRow): SupportReplyRecord => ({
  id: r.id,
  ticketId: r.ticket_id,
  authorId: r.author_id,
  authorName: r.author_name,
  message: r.message,
  createdAt: new Date(r.created_at),
});

const toTicket = (r: TicketRow, replies: SupportReplyRecord[]): SupportTicketRecord => ({
  id: r.id,
  userId: r.user_id,
  category: r.category as SupportTicketRecord['category'],
  subject: r.subject,
  message: r.message,
  pagePath: r.page_path,
  diagnostics: typeof r.diagnostics === 'string' ? (JSON.parse(r.diagnostics) as SupportDiagnostics) : r.diagnostics,
  status: r.status as SupportTicketStatus,
  createdAt: new Date(r.created_at),
  replies,
});

/** The tickets of these rows with their replies, oldest reply first (one query for all replies). */
async function withReplies(db: Queryable, rows: TicketRow[]): Promise<SupportTicketRecord[]> {
  if (rows.length === 0) return [];
  const { rows: replies } = await db.query<ReplyRow>(
    'SELECT id, ticket_id, author_id, author_name, message, created_at FROM support_replies WHERE ticket_id = ANY($1::text[]) ORDER BY created_at, id',
    [rows.map((r) => r.id)],
  );
  const byTicket = new Map<string, SupportReplyRecord[]>();
  for (const r of replies) {
    const list = byTicket.get(r.ticket_id) ?? [];
    list.push(toReply(r));
    byTicket.set(r.ticket_id, list);
  }
  return rows.map((r) => toTicket(r, byTicket.get(r.id) ?? []));
}

export async function insertSupportTicket(db: Queryable, userId: string, t: CreateSupportTicket): Promise<SupportTicketRecord> {
  const id = `tkt_${randomUUID().replace(/-/g, '')}`;
  const { rows } = await db.query<TicketRow>(
    `INSERT INTO support_tickets (id, user_id, category, subject, message, page_path, diagnostics) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     RETURNING ${TICKET_COLUMNS}`,
    [id, userId, t.category, t.subject, t.message, t.pagePath, t.diagnostics === null ? null : JSON.stringify(t.diagnostics)],
  );
  return toTicket(rows[0] as TicketRow, []);
}

/** A user's own tickets, newest first. */
export async function listUserSupportTickets(db: Queryable, userId: string, limit: number): Promise<SupportTicketRecord[]> {
  const { rows } = await db.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [userId, limit]);
  return withReplies(db, rows);
}

/** Every user's tickets for staff, newest first, optionally only those in one status. */
export async function listAllSupportTickets(db: Queryable, opts: { status?: SupportTicketStatus; limit: number }): Promise<SupportTicketRecord[]> {
  const { rows } = opts.status
    ? await db.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE status = $1 ORDER BY created_at DESC, id LIMIT $2`, [opts.status, opts.limit])
    : await db.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM support_tickets ORDER BY created_at DESC, id LIMIT $1`, [opts.limit]);
  return withReplies(db, rows);
}

export async function findSupportTicket(db: Queryable, id: string): Promise<SupportTicketRecord | null> {
  const { rows } = await db.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM support_tickets WHERE id = $1`, [id]);
  return (await withReplies(db, rows))[0] ?? null;
}

/** Stores a staff reply and marks the ticket answered. */
export async function insertSupportReply(db: Queryable, r: { ticketId: string; authorId: string; authorName: string; message: string }): Promise<SupportReplyRecord> {
  const id = `rpl_${randomUUID().replace(/-/g, '')}`;
  const { rows } = await db.query<ReplyRow>(
    `INSERT INTO support_replies (id, ticket_id, author_id, author_name, message) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, ticket_id, author_id, author_name, message, created_at`,
    [id, r.ticketId, r.authorId, r.authorName, r.message],
  );
  await db.query(`UPDATE support_tickets SET status = 'answered' WHERE id = $1`, [r.ticketId]);
  return toReply(rows[0] as ReplyRow);
}
