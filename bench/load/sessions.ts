import { CSRF_HEADER } from '@iprism/shared/contracts';

/** Demo accounts with a Pilot licence: every call of the mix is open to them. */
export const LOAD_ACCOUNTS = ['pro@lawfirm.example', 'standard@lawfirm.example', 'org@company.example', 'edu@university.example'];
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'iprism-demo';

export interface Session {
  email: string;
  token: string;
  csrf: string;
  /** The refresh cookie, to renew the 60 s token as the browser does. */
  cookie: string;
}

export async function signIn(url: string, email: string): Promise<Omit<Session, 'csrf'>> {
  const res = await fetch(`${url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { email, token, cookie };
}

/** `count` sessions spread over the load accounts, each with its CSRF token. */
export async function openSessions(url: string, count: number): Promise<Session[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const session = await signIn(url, LOAD_ACCOUNTS[i % LOAD_ACCOUNTS.length]!);
      return { ...session, csrf: await csrfToken(url, session.token) };
    }),
  );
}

/** A CSRF token bound to the session of `token`. */
export async function csrfToken(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/csrf-token`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`csrf-token: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A fresh bearer token for the same session, through the refresh cookie. Every use rotates the cookie's
 * secret (a rotated one used again ends the session), so the session keeps the new cookie.
 */
export async function refreshToken(url: string, session: Pick<Session, 'cookie'>): Promise<string> {
  const res = await fetch(`${url}/api/auth/refresh`, { method: 'POST', headers: { cookie: session.cookie } });
  if (res.status !== 200) throw new Error(`refresh: ${res.status}`);
  const rotated = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (rotated.length > 0) session.cookie = rotated.join('; ');
  return ((await res.json()) as { token: string }).token;
}

export function authHeaders(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, [CSRF_HEADER]: session.csrf };
}
