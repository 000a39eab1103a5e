import { CSRF_HEADER, type ApplicationFull } from '@iprism/shared/contracts';

/** What a browser does against one API node, for the fault tests: sign in, upload, read an application. */

export const PASSWORD = 'iprism-demo';
export const PRO_EMAIL = 'pro@lawfirm.example';

export const TEXT_APPLICATION = `GEARED HUB FOR A BICYCLE

DETAILED DESCRIPTION
A hub 10 holds planet gears 12 around a sun gear 14.

What is claimed is:
1. A bicycle hub comprising a sun gear, planet gears around the sun gear, and a ring gear.
2. The hub of claim 1, wherein the ring gear is steel.

ABSTRACT
A geared bicycle hub.
`;

/** Environment of every node in a fault test: demo accounts, no corpus import, no embedder download. */
export const demoEnv = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  DEMO: '1',
  DEMO_PASSWORD: PASSWORD,
  EMBEDDER: 'off',
  CORPUS_DEMO_IMPORT: '0',
  BUILDS_DIR: `${dataDir}/no-builds`,
  // One key for every node, so a CSRF token minted by one node passes on another.
  CSRF_SECRET: 'fault-tests-shared-csrf-secret-0123456789',
});

export interface Caller {
  token: string;
  auth: Record<string, string>;
}

export async function signIn(url: string, email = PRO_EMAIL): Promise<Caller> {
  const res = await fetch(`${url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { token, auth: { authorization: `Bearer ${token}` } };
}

/** POST /api/applications with a fresh CSRF token; answers the raw response. */
export async function upload(url: string, caller: Caller, file: Blob, name: string): Promise<Response> {
  const csrf = (await (await fetch(`${url}/api/csrf-token`, { headers: caller.auth })).json()) as { token: string };
  const form = new FormData();
  form.append('application', file, name);
  return fetch(`${url}/api/applications`, { method: 'POST', headers: { ...caller.auth, [CSRF_HEADER]: csrf.token }, body: form, signal: AbortSignal.timeout(30_000) });
}

export async function uploadText(url: string, caller: Caller, name = 'hub.txt'): Promise<string> {
  const res = await upload(url, caller, new Blob([TEXT_APPLICATION], { type: 'text/plain' }), name);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function readApplication(url: string, caller: Caller, id: string): Promise<ApplicationFull> {
  const res = await fetch(`${url}/api/applications/${id}`, { headers: caller.auth, signal: AbortSignal.timeout(10_000) });
  if (res.status !== 200) throw new Error(`GET application answered ${res.status}`);
  return (await res.json()) as ApplicationFull;
}

/** Polls `read` until `done` holds, failing with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(value).slice(0, 500)})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the application completed; throws as soon as it failed. */
export async function waitCompleted(url: string, caller: Caller, id: string, timeoutMs: number): Promise<ApplicationFull> {
  const app = await waitFor(`application ${id} to finish`, () => readApplication(url, caller, id), (a) => a.status === 'completed' || a.status === 'failed', timeoutMs, 200);
  if (app.status !== 'completed') throw new Error(`application ${id} ${app.status}: ${JSON.stringify(app.progress)}`);
  return app;
}
