import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  ClaimDiffSchema,
  DRAFT_CONFLICT_MESSAGE,
  DRAFTING_NO_LICENSE_MESSAGE,
  DraftListSchema,
  DraftSchema,
  DraftVersionListSchema,
  DraftingCheckResponseSchema,
  type Draft,
} from '@iprism/shared/contracts';
import { SHARED_DATA } from '../../src/modules/analysis/test-data';
import { createLawFirm, createUser, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { exportAudits } from '../export-audit';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

const DRAFTS = '/api/drafting/drafts';
const CLAIMS_V1 = '1. A widget comprising a base and a lid.\n\n2. The widget of claim 1, wherein the lid is red.';
const CLAIMS_V2 = '1. A widget comprising a base and a lid.\n\n2. The widget of claim 1, wherein the lid is blue.\n\n3. The widget of claim 1, further comprising a handle.';

describe('drafting API', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let standard: TestCaller;
  let proEmail: string;
  let toolbox: TestCaller;
  let nolicense: TestCaller;

  const create = async (c: TestCaller, payload: Record<string, unknown> = {}): Promise<Draft> => {
    const res = await c.call({ method: 'POST', url: DRAFTS, payload });
    expect(res.statusCode).toBe(201);
    return DraftSchema.parse(res.json());
  };
  const save = (c: TestCaller, id: string, payload: Record<string, unknown>) => c.call({ method: 'PUT', url: `${DRAFTS}/${id}`, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    const firm = await createLawFirm(app, { admin: { name: 'Priya Pro' }, member: { name: 'Sam Standard' } });
    pro = await signedIn(app, firm.admin);
    proEmail = firm.admin.email;
    standard = await signedIn(app, firm.member);
    toolbox = await signedIn(app, await createUser(app, { licenseType: 'ToolboxLawFirmStandard', credits: 3 }));
    nolicense = await signedIn(app, await createUser(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('checks claims live for Pilot and Toolbox licences, and refuses others', async () => {
    const res = await toolbox.call({ method: 'POST', url: '/api/drafting/check', payload: { claims: '1. A widget comprising a base.\n2. The widget of claim 1, wherein the lid is red.', specification: 'A widget has a base and a lid.' } });
    expect(res.statusCode).toBe(200);
    const body = DraftingCheckResponseSchema.parse(res.json());
    expect(body.claims.map((c) => c.dependsOn)).toEqual([[], [1]]);
    expect(body.findings.map((f) => [f.kind, f.claim])).toEqual([['antecedent-basis', 2]]);
    const refused = await nolicense.call({ method: 'POST', url: '/api/drafting/check', payload: { claims: '1. A widget.' } });
    expect([refused.statusCode, refused.json().message]).toEqual([403, DRAFTING_NO_LICENSE_MESSAGE]);
    const bad = await pro.call({ method: 'POST', url: '/api/drafting/check', payload: { claims: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['claims']);
  });

  it('keeps a draft to its owner until shared with the organisation; only the owner shares or deletes', async () => {
    const draft = await create(pro, { title: 'Widget family' });
    expect(draft).toMatchObject({ title: 'Widget family', source: 'blank', shared: false, mine: true, revision: 0, claims: '' });
    expect((await standard.call({ method: 'GET', url: `${DRAFTS}/${draft.id}` })).statusCode).toBe(404);
    expect((await save(standard, draft.id, { revision: 0, claims: 'x' })).statusCode).toBe(404);

    const shared = DraftSchema.parse((await save(pro, draft.id, { revision: 0, shared: true })).json());
    expect([shared.shared, shared.revision]).toEqual([true, 1]);
    const colleague = DraftListSchema.parse((await standard.call({ method: 'GET', url: DRAFTS })).json()).drafts.find((d) => d.id === draft.id);
    expect(colleague).toMatchObject({ mine: false, ownerName: 'Priya Pro', shared: true });
    const edited = await save(standard, draft.id, { revision: 1, claims: CLAIMS_V1 });
    expect(edited.statusCode).toBe(200);
    expect(DraftSchema.parse(edited.json()).updatedBy).toBe('Sam Standard');
    expect((await save(standard, draft.id, { revision: 2, shared: false })).statusCode).toBe(403);
    expect((await standard.call({ method: 'DELETE', url: `${DRAFTS}/${draft.id}` })).statusCode).toBe(403);
    expect((await toolbox.call({ method: 'GET', url: `${DRAFTS}/${draft.id}` })).statusCode).toBe(404);
    expect((await pro.call({ method: 'DELETE', url: `${DRAFTS}/${draft.id}` })).statusCode).toBe(204);
    expect((await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}` })).statusCode).toBe(404);
  });

  it('refuses a save from a stale revision (another tab saved first) and keeps the first save', async () => {
    const draft = await create(pro);
    const [first, second] = await Promise.all([save(pro, draft.id, { revision: 0, claims: 'tab one' }), save(pro, draft.id, { revision: 0, claims: 'tab two' })]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toBe(DRAFT_CONFLICT_MESSAGE);
    const stored = DraftSchema.parse((await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}` })).json());
    expect(stored.revision).toBe(1);
    expect(['tab one', 'tab two']).toContain(stored.claims);
    const bad = await save(pro, draft.id, { revision: 'one' });
    expect([bad.statusCode, bad.json().details.map((d: { path: string }) => d.path)]).toEqual([400, ['revision']]);
  });

  it('saves labelled versions and diffs them claim by claim, as JSON and as DOCX', async () => {
    const draft = await create(pro, { title: 'Versions' });
    await save(pro, draft.id, { revision: 0, claims: CLAIMS_V1 });
    const v1 = (await pro.call({ method: 'POST', url: `${DRAFTS}/${draft.id}/versions`, payload: { label: 'First filing' } })).json();
    await save(pro, draft.id, { revision: 1, claims: CLAIMS_V2 });
    const v2 = (await pro.call({ method: 'POST', url: `${DRAFTS}/${draft.id}/versions`, payload: { label: 'After review' } })).json();
    const list = DraftVersionListSchema.parse((await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}/versions` })).json());
    expect(list.versions.map((v) => v.label)).toEqual(['First filing', 'After review']);
    expect((await pro.call({ method: 'POST', url: `${DRAFTS}/${draft.id}/versions`, payload: { label: ' ' } })).statusCode).toBe(400);

    const res = await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}/diff?from=${v1.id}&to=${v2.id}` });
    expect(res.statusCode).toBe(200);
    const diff = ClaimDiffSchema.parse(res.json().diff);
    expect(diff.counts).toMatchObject({ unchanged: 1, changed: 1, added: 1, removed: 0 });
    expect(diff.entries[1]!.words.filter((w) => w.type !== 'same').map((w) => [w.type, w.text])).toEqual([
      ['removed', 'red'],
      ['added', 'blue'],
    ]);
    const docx = await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}/diff?from=${v1.id}&to=working&format=docx` });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}/diff?from=nope&to=working` })).json().message).toMatch(/^from:/);
  });

  it('exports the draft as DOCX and PDF', async () => {
    const draft = await create(pro, { title: 'Export me' });
    await save(pro, draft.id, { revision: 0, claims: CLAIMS_V2, specification: 'BACKGROUND\nWidgets are old.\nThis one is new.' });
    const docx = await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}/export/docx` });
    expect([docx.statusCode, docx.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
    const pdf = await pro.call({ method: 'GET', url: `${DRAFTS}/${draft.id}/export/pdf` });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect((await exportAudits(app.db, 'draft')).map((r) => [r.actorEmail, r.format])).toEqual([
      [proEmail, 'docx'],
      [proEmail, 'pdf'],
    ]);
  });

  it('renumbers, moves and folds claims, naming the field of a bad request', async () => {
    const tool = (payload: Record<string, unknown>) => pro.call({ method: 'POST', url: '/api/drafting/claims/tool', payload });
    const renumbered = await tool({ tool: 'renumber', claims: '1. A widget.\n3. The widget of claim 1, wherein it is red.\n4. The widget of claim 3, wherein it is big.' });
    expect(renumbered.json().claims).toBe('1. A widget.\n\n2. The widget of claim 1, wherein it is red.\n\n3. The widget of claim 2, wherein it is big.');
    const folded = await tool({ tool: 'fold', claims: CLAIMS_V1, number: 2 });
    expect(folded.json().claims).toContain('2. A widget comprising a base and a lid, wherein the lid is red.');
    const bad = await tool({ tool: 'move', claims: CLAIMS_V1, number: 2, toPosition: 5 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'toPosition: must be from 1 to 2.']);
  });

  it('starts a draft from an uploaded USPTO XML with its claims and description', async () => {
    const xml = readFileSync(join(SHARED_DATA, 'uspto-patentpublicdata-samples/xml2014/US08930553.xml'));
    const body = multipart([{ field: 'application', filename: 'US08930553.xml', bytes: xml, type: 'application/xml' }]);
    const res = await toolbox.call({ method: 'POST', url: `${DRAFTS}/import`, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(201);
    const draft = DraftSchema.parse(res.json());
    expect(draft.source).toBe('application');
    expect(draft.claims.startsWith('1. ')).toBe(true);
    expect(draft.claimCount).toBeGreaterThan(5);
    expect(draft.specification).toMatch(/SIP/);
  });
});
