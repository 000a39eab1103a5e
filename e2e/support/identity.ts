import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER } from '../../shared/src/contracts/csrf';

/** A password the shared sign-up contract accepts (10+ characters) and the strength meter rates highly. */
export const NEW_PASSWORD = 'Correct-Horse-9-Battery';

let counter = 0;

/**
 * An address nobody used yet in this server run: tests that sign up, or count failed sign-ins against
 * an account (10 per 15 minutes per account), never share one with another test or a demo account.
 */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
}

/** The dev outbox for one address, newest first (GET /api/dev/outbox?to=…, open while DEMO=1). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/dev/outbox?${new URLSearchParams({ to })}`);
  expect(res.status(), 'dev outbox').toBe(200);
  return ((await res.json()) as { emails: OutboxMail[] }).emails;
}

/**
 * The newest link of `kind` mailed to `to`, as a same-origin path with its query (the mail holds an
 * absolute URL on the server's origin). Polls: the mail is written by the request that triggered it,
 * but the test reads it from another connection.
 */
export async function linkFromOutbox(request: APIRequestContext, to: string, kind: string, pathPrefix: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await outbox(request, to)).find((m) => m.kind === kind);
        const match = mail?.text.match(/https?:\/\/[^\s]+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
        link = match ? `${new URL(match).pathname}${new URL(match).search}` : null;
        return link;
      },
      { message: `a ${kind} mail to ${to} with a ${pathPrefix} link` },
    )
    .not.toBeNull();
  return link as unknown as string;
}

/** A signed-in API caller: the bearer token and, for mutating calls, a fresh security token (SPEC §7). */
export interface ApiCaller {
  token: string;
  /** The session id (`sid` claim) of the caller's session. */
  sessionId: string;
  userId: string;
  headers(): Record<string, string>;
  /** Authorization plus X-CSRF-Token from GET /api/csrf-token, as the shared API client sends them. */
  mutatingHeaders(): Promise<Record<string, string>>;
}

function claimsOf(token: string): { sub: string; sid: string } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; sid: string };
}

/** Signs in over HTTP (a session of its own, separate from any browser page's). */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<ApiCaller> {
  const res = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), `API sign-in as ${email}`).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return callerFor(request, token);
}

/** An ApiCaller for a token obtained elsewhere (e.g. from the browser page). */
export function callerFor(request: APIRequestContext, token: string): ApiCaller {
  const { sub, sid } = claimsOf(token);
  const headers = () => ({ authorization: `Bearer ${token}` });
  return {
    token,
    sessionId: sid,
    userId: sub,
    headers,
    async mutatingHeaders() {
      const res = await request.get('/api/csrf-token', { headers: headers() });
      expect(res.status(), 'csrf token').toBe(200);
      const { token: csrf } = (await res.json()) as { token: string };
      return { ...headers(), [CSRF_HEADER]: csrf };
    },
  };
}

/** Signs a new user up and verifies the address through the outbox link, all over HTTP. */
export async function createVerifiedUser(request: APIRequestContext, prefix: string, name = 'Robin Tester'): Promise<{ email: string; password: string }> {
  const email = freshEmail(prefix);
  const signUp = await request.post('/api/auth/sign-up', { data: { name, email, password: NEW_PASSWORD } });
  expect(signUp.status(), 'sign-up').toBe(202);
  const link = await linkFromOutbox(request, email, 'verify-email', '/sign-up/verify');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), 'verify-email').toBe(200);
  return { email, password: NEW_PASSWORD };
}
