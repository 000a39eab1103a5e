import type { FastifyInstance } from 'fastify';
import { ApplicationFullSchema, IdsResponseSchema, PriorArtResultSchema, REPORT_PDF_SECTION_LABELS, ReportSchema } from '@iprism/shared/contracts';
import { DEMO_APPLICATIONS, refreshDemoPriorArt, seedDemoApplications } from '../../src/modules/demo/applications';
import { upsertPatents } from '../../src/modules/corpus/repositories/patents';
import { seedDemo } from '../../src/modules/demo/seed';
import { insertApplication } from '../../src/modules/applications/repositories/applications';
import { listNotifications } from '../../src/modules/notifications/repositories/notifications';
import { loadProgressState } from '../../src/modules/applications/repositories/progress-state';
import { ORPHANED_STAGE_MESSAGE, failOrphanedStages } from '../../src/modules/pipeline/orphaned-stages';
import { buildTestApp } from '../helper';
import { signInAs, type TestCaller } from '../session-helper';

const OPEN_WITHIN_MS = 60_000;

describe('the demo applications', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let started = 0;
  const deps = () => ({ db: app.db, store: app.fileStore, queue: app.jobQueue, readers: app.fileReaders, bus: app.progressBus });

  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
    await app.ready();
    started = Date.now();
    await seedDemoApplications(deps());
    pro = await signInAs(app, 'pro@lawfirm.example');
  }, 60_000);
  afterAll(() => app.close());

  const settled = async (id: string) => {
    while (Date.now() - started < OPEN_WITHIN_MS) {
      const a = ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).json());
      if (a.status === 'completed' || a.status === 'failed') return a;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${id} did not finish within a minute of start`);
  };

  it.each(DEMO_APPLICATIONS.map((d) => [d.id, d]))('%s completes within a minute, with its report, prior art and IDS opening', async (id, demo) => {
    const application = await settled(id);
    expect(application.status).toBe('completed');
    expect(application.title).toBe(demo.title);
    expect(application.progress.stages.every((s) => s.final && !s.error)).toBe(true);

    const report = ReportSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/report` })).json());
    expect(report.document.title).toBe(demo.title);
    expect(report.claims.length).toBeGreaterThan(0);
    const priorArt = await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` });
    expect(priorArt.statusCode).toBe(200);
    PriorArtResultSchema.parse(priorArt.json());
    const ids = await pro.call({ method: 'GET', url: `/api/applications/${id}/ids` });
    expect(ids.statusCode).toBe(200);
    const body = IdsResponseSchema.parse(ids.json());
    expect(body.citations.length).toBe(4);
    expect((await pro.call({ method: 'GET', url: `/api/applications/${id}/report.pdf` })).statusCode).toBe(200);
  }, OPEN_WITHIN_MS + 10_000);

  it('prints every section of the report in its PDF, and only the chosen ones when asked', async () => {
    const id = DEMO_APPLICATIONS[0]!.id;
    const pdfText = async (query: string) => {
      const res = await pro.call({ method: 'GET', url: `/api/applications/${id}/report.pdf${query}` });
      expect(res.statusCode).toBe(200);
      return (await app.fileReaders.extractDocument(new Uint8Array(res.rawPayload), 'pdf')).pages.join('\n');
    };
    const all = await pdfText('');
    for (const heading of Object.values(REPORT_PDF_SECTION_LABELS)) expect(all).toContain(heading);
    expect(all).toContain('Claim 6 - independent');
    expect(all).toContain('US7190085B2');
    expect(all).toContain('Individual blade pitch control for load reduction');
    // The test corpus is empty: the prior-art and CPC sections say why they hold nothing.
    expect(all).toContain('No patent corpus was imported, so nothing was searched.');

    const chosen = await pdfText('?sections=ids,claims');
    expect(chosen).toContain('Sections: Claims, IDS');
    expect(chosen).toContain('US7190085B2');
    expect(chosen).not.toContain('Excess claims');
    expect(chosen).not.toContain('Findings');

    for (const query of ['?sections=claims,appendix', '?sections=']) {
      const res = await pro.call({ method: 'GET', url: `/api/applications/${id}/report.pdf${query}` });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
    }
  });

  it('announces each report in the bell once, after it opens', async () => {
    const inbox = await listNotifications(app.db, pro.userId, { includeAdminOnly: false, limit: 50 });
    const announced = inbox.filter((n) => n.category === 'application-status').map((n) => n.text);
    expect(announced.sort()).toEqual(DEMO_APPLICATIONS.map((d) => `The report for “${d.title}” is ready.`).sort());
  });

  it('uploads each once: a restart neither duplicates nor re-runs them', async () => {
    expect(await seedDemoApplications(deps())).toEqual([]);
    const { rows } = await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE application_id = $1 AND stage = 'report'`, [DEMO_APPLICATIONS[0]?.id]);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('replaces a demo application of that id that has no document (one that only pretended to run)', async () => {
    const id = DEMO_APPLICATIONS[0]!.id;
    await app.db.query('DELETE FROM applications WHERE id = $1', [id]);
    await insertApplication(app.db, { id, ownerUserId: pro.userId, organizationId: null, title: 'Demo: stuck' });
    await app.progressBus.publish({ applicationId: id, stage: 'priorArt', progress: 45, message: 'Searching patent databases' });
    expect(await seedDemoApplications(deps())).toEqual([id]);
    started = Date.now();
    expect((await settled(id)).status).toBe('completed');
  }, OPEN_WITHIN_MS + 10_000);
  it('searches prior art again once the corpus import has brought documents, and not again after that', async () => {
    const id = DEMO_APPLICATIONS[0]!.id;
    await settled(id);
    await upsertPatents(app.db, [
      {
        publicationNumber: 'US8439638B2', country: 'US', number: '8439638', kind: 'B2', title: 'Wind turbine generator with hydraulic blade pitch drive',
        abstract: 'A hydraulic cylinder is coupled to blades of a wind turbine generator and actuated to change a pitch angle of the blade.',
        claims: '', description: '', publicationDate: '2013-05-14', filingDate: null, priorityDate: null, cpc: ['F03D7/0224'], ipc: [], applicants: [], inventors: [], citations: [], familyKeys: [], source: 'test',
      },
    ]);
    expect(await refreshDemoPriorArt(deps())).toEqual([id]);
    started = Date.now();
    expect((await settled(id)).status).toBe('completed');
    const priorArt = PriorArtResultSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).json());
    expect(priorArt).toMatchObject({ status: 'completed', corpusSize: 1 });
    const ids = IdsResponseSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/ids` })).json());
    expect(ids.classification.items.find((i) => i.publicationNumber === 'US8439638B2')?.status).toBe('found');
    expect(await refreshDemoPriorArt(deps())).toEqual([]);
  }, OPEN_WITHIN_MS + 10_000);
});

describe('stages left running', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemo(app.db, 'iprism-demo');
  }, 60_000);
  afterAll(() => app.close());

  it('fails a running stage that no job will finish, with a clear message, and leaves one whose job waits', async () => {
    const pro = await signInAs(app, 'pro@lawfirm.example');
    const orphan = (await insertApplication(app.db, { ownerUserId: pro.userId, organizationId: null, title: 'Orphan' })).id;
    const waiting = (await insertApplication(app.db, { ownerUserId: pro.userId, organizationId: null, title: 'Waiting' })).id;
    await app.db.query(`UPDATE applications SET status = 'running' WHERE id = ANY($1::text[])`, [[orphan, waiting]]);
    for (const id of [orphan, waiting]) await app.progressBus.publish({ applicationId: id, stage: 'priorArt', progress: 45, message: 'Searching' });
    await app.db.transaction((tx) => app.jobQueue.enqueue(tx, waiting, 'priorArt'));

    expect(await failOrphanedStages(app.db, app.progressBus)).toBe(1);
    expect((await loadProgressState(app.db, orphan)).priorArt?.global).toMatchObject({ final: true, error: true, errorMessage: ORPHANED_STAGE_MESSAGE, errorType: 'interrupted' });
    expect((await loadProgressState(app.db, waiting)).priorArt?.global).toMatchObject({ final: false, error: false, progress: 45 });
    const status = async (id: string) => (await app.db.query<{ status: string }>('SELECT status FROM applications WHERE id = $1', [id])).rows[0]?.status;
    expect(await status(orphan)).toBe('failed');
    expect(await status(waiting)).toBe('running');
  });
});
