import type { AdminSupportTicket, SupportTicket } from '@iprism/shared/contracts';
import type { SupportTicketRecord } from '../repositories/support-tickets';

/** A ticket as its author sees it: the diagnostic bundle stays with staff, the author only learns one was attached. */
export function toSupportTicket(t: SupportTicketRecord): SupportTicket {
  return {
    id: t.id,
    category: t.category,
    subject: t.subject,
    message: t.message,
    pagePath: t.pagePath,
    hasDiagnostics: t.diagnostics !== null,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    replies: t.replies.map((r) => ({ id: r.id, message: r.message, authorName: r.authorName, createdAt: r.createdAt.toISOString() })),
  };
}

export function toAdminSupportTicket(t: SupportTicketRecord, user: { email: string; name: string | null } | null): AdminSupportTicket {
  return { ...toSupportTicket(t), userEmail: user?.email ?? '(unknown user)', userName: user?.name || null, diagnostics: t.diagnostics };
}
