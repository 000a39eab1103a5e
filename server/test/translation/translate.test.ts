import type { FastifyInstance } from 'fastify';
import {
  ERROR_CODES,
  GLOSSARY_MESSAGES,
  GlossariesSchema,
  NO_TRANSLATION_PROVIDER_MESSAGE,
  TranslateResponseSchema,
  TranslationProviderStatusSchema,
  TranslationQcSchema,
  TranslationReviewSchema,
} from '@iprism/shared/contracts';
import { parseGlossaryText, parseTbx } from '@iprism/shared/text';
import { extractDocument } from '../../src/modules/documents/extract';
import { startFakeTranslation, type FakeTranslation } from '../fake-translation-server';
import { createLawFirm, createUser } from '../factories';
import { buildTestApp } from '../helper';
import { signInAs, type TestCaller } from '../session-helper';

const CLAIMS = '1. A device comprising a lever 12 and a pin 14.\n2. The device of claim 1, wherein the lever 12 is made from steel.';
const GLOSSARY = [{ source: 'lever', target: 'Schwenkhebel' }];

/** Fresh sessions for each test: on a loaded machine a suite outlasts a session token. */
async function sessions(app: FastifyInstance): Promise<{ pro: TestCaller; standard: TestCaller; toolbox: TestCaller }> {
  return { pro: await signInAs(app, 'pro@lawfirm.example'), standard: await signInAs(app, 'standard@lawfirm.example'), toolbox: await signInAs(app, 'toolbox@lawfirm.example') };
}

async function appWith(env: Record<string, string>): Promise<{ app: FastifyInstance; pro: TestCaller; standard: TestCaller; toolbox: TestCaller }> {
  const app = await buildTestApp(env);
  await createLawFirm(app, { admin: { email: 'pro@lawfirm.example' }, member: { email: 'standard@lawfirm.example' } });
  await createUser(app, { email: 'toolbox@lawfirm.example', licenseType: 'ToolboxLawFirmStandard', credits: 3 });
  await app.ready();
  return { app, ...(await sessions(app)) };
}

const GLOSSARY_URL = '/api/translate/glossary';
const PAIR = { sourceLanguage: 'en', targetLanguage: 'de' } as const;

describe('translation without a provider', () => {
  let ctx: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    ctx = await appWith({});
  }, 240_000);
  beforeEach(async () => {
    ctx = { ...ctx, ...(await sessions(ctx.app)) };
  });
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

  it("keeps a glossary per user and per organisation (its admins edit it), imported and exported as CSV and TBX", async () => {
    const read = async (caller: TestCaller) => GlossariesSchema.parse((await caller.call({ method: 'GET', url: `${GLOSSARY_URL}?sourceLanguage=en&targetLanguage=de` })).json());
    expect(await read(ctx.standard)).toEqual({ ...PAIR, user: [], organization: [], canEditOrganization: false });
    expect((await read(ctx.pro)).canEditOrganization).toBe(true);

    const orgSave = await ctx.pro.call({ method: 'PUT', url: GLOSSARY_URL, payload: { ...PAIR, scope: 'organization', entries: [{ source: 'lever', target: 'Hebel' }] } });
    expect(orgSave.statusCode).toBe(200);
    const refused = await ctx.standard.call({ method: 'PUT', url: GLOSSARY_URL, payload: { ...PAIR, scope: 'organization', entries: [] } });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toBe(GLOSSARY_MESSAGES.notOrganizationAdmin);
    expect((await ctx.standard.call({ method: 'PUT', url: GLOSSARY_URL, payload: { ...PAIR, scope: 'user', entries: [{ source: 'pin', target: 'Bolzen' }] } })).statusCode).toBe(200);
    const bad = await ctx.standard.call({ method: 'PUT', url: GLOSSARY_URL, payload: { ...PAIR, scope: 'user', entries: [{ source: '', target: 'x' }] } });
    expect((bad.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('entries.0.source');

    const csvImport = await ctx.standard.call({ method: 'POST', url: `${GLOSSARY_URL}/import`, payload: { ...PAIR, scope: 'user', format: 'csv', content: 'source,target\nspring,Feder\nPIN,Stift' } });
    expect(GlossariesSchema.parse(csvImport.json())).toMatchObject({ user: [{ source: 'PIN', target: 'Stift' }, { source: 'spring', target: 'Feder' }], organization: [{ source: 'lever', target: 'Hebel' }] });
    const tbx = '<martif><text><body><termEntry><langSet xml:lang="en"><tig><term>pin</term></tig></langSet><langSet xml:lang="de"><tig><term>Bolzen</term></tig></langSet></termEntry></body></text></martif>';
    const tbxImport = await ctx.standard.call({ method: 'POST', url: `${GLOSSARY_URL}/import`, payload: { ...PAIR, scope: 'user', format: 'tbx', content: tbx, replace: true } });
    expect(GlossariesSchema.parse(tbxImport.json()).user).toEqual([{ source: 'pin', target: 'Bolzen' }]);
    const empty = await ctx.standard.call({ method: 'POST', url: `${GLOSSARY_URL}/import`, payload: { ...PAIR, scope: 'user', format: 'tbx', content: '<martif/>' } });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { message: string }).message).toBe(GLOSSARY_MESSAGES.emptyImport);

    const csv = await ctx.standard.call({ method: 'GET', url: `${GLOSSARY_URL}/export?sourceLanguage=en&targetLanguage=de&scope=organization&format=csv` });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(parseGlossaryText(csv.body)).toEqual([{ source: 'lever', target: 'Hebel' }]);
    const tbxOut = await ctx.standard.call({ method: 'GET', url: `${GLOSSARY_URL}/export?sourceLanguage=en&targetLanguage=de&scope=user&format=tbx` });
    expect(tbxOut.headers['content-disposition']).toMatch(/\.tbx/);
    expect(parseTbx(tbxOut.body, 'en', 'de')).toEqual([{ source: 'pin', target: 'Bolzen' }]);
    // Another language pair is another glossary.
    expect((await ctx.standard.call({ method: 'GET', url: `${GLOSSARY_URL}?sourceLanguage=en&targetLanguage=fr` })).json()).toMatchObject({ user: [], organization: [] });

    // The stored glossaries are enforced in the quality check without the page sending them.
    const translation = '1. Eine Vorrichtung umfassend einen Arm 12 und einen Stift 14.\n2. Die Vorrichtung nach Anspruch 1, wobei der Arm 12 aus Stahl hergestellt ist.';
    const qc = TranslationQcSchema.parse((await ctx.standard.call({ method: 'POST', url: '/api/translate/qc', payload: { source: CLAIMS, translation, ...PAIR } })).json());
    const glossaryIssues = qc.issues.filter((i) => i.kind === 'glossary').map((i) => i.message);
    expect(glossaryIssues).toEqual(expect.arrayContaining([expect.stringMatching(/"lever" should be rendered "Hebel"/), expect.stringMatching(/"pin" should be rendered "Bolzen"/)]));
  });

  it('exports the accepted translation as DOCX, and checks edited segments again in the review', async () => {
    const segments = [
      { number: 1, kind: 'claim', source: '1. A device comprising a lever 12.', translation: '1. Eine Vorrichtung umfassend einen Hebel 12.' },
      { number: 2, kind: 'claim', source: '2. The device of claim 1, wherein the lever 12 is steel.', translation: '2. Die Vorrichtung nach Anspruch 1, wobei der Hebel 12 aus Stahl ist.' },
    ];
    const res = await ctx.pro.call({ method: 'POST', url: '/api/translate/export', payload: { ...PAIR, title: 'Claims DE', segments } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toMatch(/Claims DE\.docx/);
    const text = (await extractDocument(new Uint8Array(res.rawPayload), 'docx')).pages.join('\n');
    expect(text).toContain('1. Eine Vorrichtung umfassend einen Hebel 12.');
    expect(text).toContain('2. Die Vorrichtung nach Anspruch 1, wobei der Hebel 12 aus Stahl ist.');
    expect(text).toContain('Translated from English into German');
    const none = await ctx.pro.call({ method: 'POST', url: '/api/translate/export', payload: { ...PAIR, segments: [] } });
    expect((none.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain('segments');

    const edited = [{ ...segments[0]!, translation: '1. Eine Vorrichtung umfassend einen Arm 21.' }, segments[1]!];
    const review = TranslationReviewSchema.parse((await ctx.pro.call({ method: 'POST', url: '/api/translate/review', payload: { ...PAIR, segments: edited, glossary: [{ source: 'device', target: 'Vorrichtung' }] } })).json());
    expect(review.segments[0]!.issues.map((i) => i.kind)).toEqual(expect.arrayContaining(['numeral', 'glossary']));
    expect(review.segments[1]!.issues).toEqual([]);
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
  }, 240_000);
  beforeEach(async () => {
    ctx = { ...ctx, ...(await sessions(ctx.app)) };
  });
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

  it("sends the stored glossary with every request, the user's pair over the organisation's, and flags a segment that breaks it", async () => {
    await ctx.pro.call({ method: 'PUT', url: GLOSSARY_URL, payload: { ...PAIR, scope: 'organization', entries: [{ source: 'pin', target: 'Zapfen' }, { source: 'steel', target: 'Edelstahl' }] } });
    await ctx.pro.call({ method: 'PUT', url: GLOSSARY_URL, payload: { ...PAIR, scope: 'user', entries: [{ source: 'pin', target: 'Bolzen' }] } });
    const sent = fake.requests.length;
    const body = TranslateResponseSchema.parse((await ctx.pro.call({ method: 'POST', url: '/api/translate', payload: { text: `${CLAIMS}\n3. The device of claim 1, wherein the pin 14 is round.`, ...PAIR } })).json());
    expect(body.segments[0]!.translation).toContain('Bolzen');
    expect(body.segments[1]!.translation).toContain('Edelstahl');
    expect(JSON.stringify(fake.requests.slice(sent).map((r) => r.body))).toMatch(provider === 'llm' ? /pin => Bolzen/ : /pin\\tBolzen/);
    // A paragraph (an abstract) is held to the glossary too.
    const abstract = TranslateResponseSchema.parse((await ctx.pro.call({ method: 'POST', url: '/api/translate', payload: { text: 'A lever holds a pin.', ...PAIR, glossary: [{ source: 'lever', target: 'Kipphebel' }] } })).json());
    expect(abstract.segments[0]).toMatchObject({ kind: 'paragraph', issues: [] });
    expect(abstract.segments[0]!.translation).toContain('Kipphebel');
  });
});
