import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, ReportSchema, type ApplicationFull } from '@iprism/shared/contracts';
import { makeApplicationPdf } from '../pdf-fixture';
import { startServerProcess, type ServerProcess } from '../server-process';
import { createDurableTestDatabase, type DurableTestDatabase } from '../test-database';

const PASSWORD = 'iprism-demo';

async function signIn(url: string): Promise<{ auth: Record<string, string> }> {
  const res = await fetch(`${url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'pro@lawfirm.example', password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { auth: { authorization: `Bearer ${token}` } };
}

describe('pipeline survives kill -9 mid-stage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-kill-'));
  let store: DurableTestDatabase;
  let env: Record<string, string>;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    store = await createDurableTestDatabase(dataDir);
    env = { DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD: PASSWORD, BUILDS_DIR: join(dataDir, 'no-builds'), CORPUS_DEMO_IMPORT: '0', EMBEDDER: 'off', ...store.env };
  });
  afterAll(async () => {
    await server?.stop();
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses neither the application nor a finished stage, and finishes the job once', async () => {
    server = await startServerProcess(env);
    let { auth } = await signIn(server.url);
    const csrf = (await (await fetch(`${server.url}/api/csrf-token`, { headers: auth })).json()) as { token: string };
    const form = new FormData();
    form.append('application', new Blob([Buffer.from(await makeApplicationPdf(300, 30))], { type: 'application/pdf' }), 'rotor.pdf');
    const created = await fetch(`${server.url}/api/applications`, { method: 'POST', headers: { ...auth, [CSRF_HEADER]: csrf.token }, body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // Session tokens live 60 s: on a slow machine the wait below outlasts one, so a 401 signs in again.
    const read = async (s: ServerProcess): Promise<ApplicationFull> => {
      let res = await fetch(`${s.url}/api/applications/${id}`, { headers: auth });
      if (res.status === 401) {
        ({ auth } = await signIn(s.url));
        res = await fetch(`${s.url}/api/applications/${id}`, { headers: auth });
      }
      return (await res.json()) as ApplicationFull;
    };
    const stage = (a: ApplicationFull, name: string) => a.progress.stages.find((s) => s.stage === name);
    // Kill while the report stage is running: the upload is finished and must survive.
    for (let i = 0; ; i++) {
      const report = stage(await read(server), 'report');
      if (report && !report.final) break;
      if (i > 600) throw new Error('the report stage never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.kill9();

    server = await startServerProcess(env);
    ({ auth } = await signIn(server.url));
    let after = await read(server);
    expect(stage(after, 'upload')).toMatchObject({ progress: 100, final: true });
    for (let i = 0; after.status !== 'completed'; i++) {
      expect(after.status).not.toBe('failed');
      if (i > 1200) throw new Error(`not finished after restart: ${after.status}`);
      await new Promise((r) => setTimeout(r, 100));
      after = await read(server);
    }
    const report = ReportSchema.parse(await (await fetch(`${server.url}/api/applications/${id}/report`, { headers: auth })).json());
    expect(report.claims).toHaveLength(30);
    await server.stop();
    server = null;

    // Each stage finished exactly once; the killed attempt was the only repeat.
    const db = await store.open();
    try {
      const { rows } = await db.query<{ stage: string; status: string; attempts: number }>(`SELECT stage, status, attempts FROM jobs WHERE application_id = $1 ORDER BY created_at`, [id]);
      expect(rows.map((r) => [r.stage, r.status])).toEqual([
        ['report', 'done'],
        ['priorArt', 'done'],
        ['idsAnalysis', 'done'],
        ['idsTransformation', 'done'],
        ['idsClassification', 'done'],
      ]);
      expect(rows.map((r) => r.attempts)).toEqual([2, 1, 1, 1, 1]);
      const results = await db.query<{ n: string }>(`SELECT count(*) AS n FROM stage_results WHERE application_id = $1`, [id]);
      expect(Number(results.rows[0]?.n)).toBe(5);
    } finally {
      await db.close();
    }
  }, 180_000);
});
