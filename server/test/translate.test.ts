import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, NO_TRANSLATION_PROVIDER_MESSAGE, TranslateResponseSchema, TranslationProviderStatusSchema, TranslationQcSchema } from '@iprism/shared/contracts';
import { seedDemo } from '../src/demo/seed';
import { startFakeTranslation, type FakeTranslation } from './fake-translation-server';
import { buildTestApp } from './helper';
import { signInAs, type TestCaller } from './session-helper';

const CLAIMS = '1. A device comprising a lever 12 and a pin 14.\n2. The device of claim 1, wherein the lever 12 is made from steel.';
const GLOSSARY = [{ source: 'lever', target: 'Schwenkhebel' }];

async function appWith(env: Record<string, string>): Promise<{ app: FastifyInstance; pro: TestCaller; toolbox: TestCaller }> {
  const app = await buildTestApp(env);
  await seedDemo(app.db, 'iprism-demo');
  await app.ready();
  return { app, pro: await signInAs(app, 'pro@lawfirm.example'), toolbox: await signInAs(app, 'toolbox@lawfirm.example') };
}

describe('translation without a provider', () => {
  let ctx: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    ctx = await appWith({});
  }, 60_000);
  afterAll(async () => {
    await ctx.app.close();
  });

  it('says no provider is configured and answers 503 naming the settings', async () => {
    expect(TranslationProviderStatusSchema.parse((await ctx.pro.call({ method: 'GET', url: '/api/translate/provider' })).json())).toEqual({ provider: null, message: NO_TRANSLATION_PROVIDER_MESSAGE });
    const res = await ctx.pro.call({ method: 'POST', url: '/api/translate', payload: { text: CLAIMS, sourceLanguage: 'en', targetLanguage: 'de' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.SERVICE_UNAVAILABLE });
    expect((res.json() as { message: string }).message).toMatch(/LLM_BASE_URL.*LLM_MODEL.*DEEPL_API_KEY/);
  });

  it('still runs the quality check offline, and validates it', async () => {
    const translation = '1. Eine Vorrichtung umfassend einen Hebel 12 und einen Stift 41.\n2. Die Vorrichtung nach Anspruch 3, wobei der Arm 12 aus Stahl hergestellt ist.';
    const res = await ctx.pro.call({ method: 'POST', url: '/api/translate/qc', payload: { source: CLAIMS, translation, sourceLanguage: 'en', targetLanguage: 'de', glossary: [{ source: 'lever', target: 'Hebel' }] } });
    expect(res.statusCode).toBe(200);
    const qc = TranslationQcSchema.parse(res.json());
    expect(qc.claims.map((c) => c.number)).toEqual([1, 2]);
    const kinds = qc.issues.map((i) => `${i.kind}:${i.claim}`);
    expect(kinds).toEqual(expect.arrayContaining(['numeral:1', 'claim-reference:2', 'glossary:2']));
    const bad = await ctx.pro.call({ method: 'POST', url: '/api/translate/qc', payload: { source: CLAIMS, translation: 'x', sourceLanguage: 'en', targetLanguage: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('targetLanguage');
  });

  it('refuses a caller without a Pilot licence', async () => {
    expect((await ctx.toolbox.call({ method: 'POST', url: '/api/translate/qc', payload: { source: CLAIMS, translation: CLAIMS, sourceLanguage: 'en', targetLanguage: 'de' } })).statusCode).toBe(403);
  });
});

describe.each([
  ['llm', (url: string) => ({ LLM_BASE_URL: url, LLM_MODEL: 'fake-translate', LLM_API_KEY: 'sk-local' })],
  ['deepl', (url: string) => ({ DEEPL_API_KEY: 'deepl-local', DEEPL_BASE_URL: url })],
] as const)('translation through the %s provider against a local fake', (provider, env) => {
  let fake: FakeTranslation;
  let ctx: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    fake = await startFakeTranslation();
    ctx = await appWith(env(fake.baseUrl));
  }, 60_000);
  afterAll(async () => {
    await ctx.app.close();
    await fake.close();
  });

  it('translates claim by claim with the glossary, and flags the claim whose numeral changed', async () => {
    expect(TranslationProviderStatusSchema.parse((await ctx.pro.call({ method: 'GET', url: '/api/translate/provider' })).json()).provider).toBe(provider);
    const res = await ctx.pro.call({ method: 'POST', url: '/api/translate', payload: { text: CLAIMS, sourceLanguage: 'en', targetLanguage: 'de', glossary: GLOSSARY } });
    expect(res.statusCode).toBe(200);
    const body = TranslateResponseSchema.parse(res.json());
    expect(body.provider).toBe(provider);
    expect(body.segments.map((s) => [s.number, s.kind])).toEqual([
      [1, 'claim'],
      [2, 'claim'],
    ]);
    expect(body.segments[1]!.translation).toBe('2. Die Vorrichtung nach Anspruch 1, wobei die Schwenkhebel 12 ist hergestellt aus Stahl.');
    expect(body.segments[1]!.issues).toEqual([]);
    expect(body.segments[0]!.issues.map((i) => i.kind)).toEqual(['numeral', 'numeral']);
    expect(body.segments[0]!.issues[0]!.message).toMatch(/14/);
    if (provider === 'llm') {
      expect(fake.requests.every((r) => r.headers.authorization === 'Bearer sk-local')).toBe(true);
      expect(JSON.stringify(fake.requests[0]!.body)).toContain('lever => Schwenkhebel');
    } else {
      expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /v2/glossaries', 'POST /v2/translate', 'DELETE /v2/glossaries/g1']);
      expect(fake.requests.every((r) => r.headers.authorization === 'DeepL-Auth-Key deepl-local')).toBe(true);
      expect(fake.requests[1]!.body).toMatchObject({ source_lang: 'EN', target_lang: 'DE', glossary_id: 'g1' });
    }
  });
});
