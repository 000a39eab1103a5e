import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { startServerProcess, type ServerProcess } from '../server-process';

const PERIMETER_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];

describe('the perimeter of every response', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PIPELINE_WORKERS: '0' });
  }, 30_000);
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['a refusal', 'GET', '/api/auth/me'],
    ['an unknown API path', 'GET', '/api/no-such-thing'],
    ['Swagger UI', 'GET', '/api/docs'],
    ['the OpenAPI document', 'GET', '/api/openapi.json'],
    ['a validation error', 'POST', '/api/auth/sign-in'],
  ])('carries the security headers on %s', async (_what, method, url) => {
    const res = await app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    for (const name of PERIMETER_HEADERS) expect(res.headers[name]).toBeTruthy();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a state change another site started, before any other check', async () => {
    // Valid credentials, so only the site check can refuse the sign-in below.
    const caller = await signedIn(app, await createUser(app, { email: 'pro@lawfirm.example', password: 'iprism-demo', licenseType: 'PilotLawFirmPro' }));
    const crossSite = await caller.call({ method: 'PATCH', url: '/api/account', payload: { name: 'Renamed' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Requests from other sites are not accepted.' });
    const anonymous = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'pro@lawfirm.example', password: 'iprism-demo' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(anonymous.statusCode).toBe(403);
    // Reads from another site and state changes from this one go on as before.
    expect((await caller.call({ method: 'GET', url: '/api/account', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
    expect((await caller.call({ method: 'PATCH', url: '/api/account', payload: { name: 'Renamed' }, headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });

  it('sends HSTS only when the request came over TLS, as the socket or a named proxy says', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildTestApp({ PIPELINE_WORKERS: '0', TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await behindProxy.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await behindProxy.inject({ method: 'GET', url: '/api/health', headers: https, remoteAddress: '10.0.0.9' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  }, 30_000);
});

describe('the log of a running server', () => {
  let server: ServerProcess;
  let output = '';
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iprism-perimeter-'));
    server = await startServerProcess({ DATA_DIR: dataDir, PIPELINE_WORKERS: '0', EMBEDDER: 'off', CORPUS_DEMO_IMPORT: '0' });
    server.child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    server.child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('never holds tokens in paths or links, nor the authorization and cookie headers', async () => {
    const secrets = { bearer: 'bearer-SECRET-4f1a', cookie: 'cookie-SECRET-77b2', invitation: 'inv-SECRET-9c3d', agreement: 'agr-SECRET-51e0', link: 'link-SECRET-0aa8' };
    const headers = { authorization: `Bearer ${secrets.bearer}`, cookie: `iprism_refresh=${secrets.cookie}` };
    await fetch(`${server.url}/api/invitations/${secrets.invitation}`, { headers });
    await fetch(`${server.url}/api/agreements/${secrets.agreement}`, { headers });
    await fetch(`${server.url}/sign-in/reset-password?token=${secrets.link}`, { headers });
    await fetch(`${server.url}/api/auth/refresh`, { method: 'POST', headers });
    await new Promise((r) => setTimeout(r, 300));
    expect(output).toContain('/api/invitations/[redacted]');
    expect(output).toContain('/api/agreements/[redacted]');
    expect(output).toContain('token=[redacted]');
    for (const secret of Object.values(secrets)) expect(output).not.toContain(secret);
  });
});
