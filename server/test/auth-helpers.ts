import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { listOutboxEmails } from '../src/platform/mail/repositories/outbox';

/** Bearer header plus, when the CSRF route exists, a security token for mutating calls. */
export async function authHeaders(app: FastifyInstance, token: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const res = await app.inject({ method: 'GET', url: '/api/csrf-token', headers });
  if (res.statusCode === 200) headers['x-csrf-token'] = res.json<{ token: string }>().token;
  return headers;
}

/** The newest mail to `to` and the token in its link. */
export async function latestLinkToken(app: FastifyInstance, to: string, kind: string): Promise<string> {
  // The forms mail after answering.
  await app.afterReply.idle();
  const mail = (await listOutboxEmails(app.db, to)).find((m) => m.kind === kind);
  const token = mail ? /[?&]token=([^\s&]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no ${kind} mail with a link for ${to}`);
  return decodeURIComponent(token);
}

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'iprism_refresh')?.value;
}
