import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, type ApplicationFull } from '@iprism/shared/contracts';
import { startServerProcess, type ServerProcess } from '../server-process';

const PASSWORD = 'iprism-demo';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const TEXT = `GEARED HUB FOR A BICYCLE

DETAILED DESCRIPTION
A hub 10 holds planet gears 12 around a sun gear 14.

What is claimed is:
1. A bicycle hub comprising a sun gear, planet gears around the sun gear, and a ring gear.

ABSTRACT
A geared bicycle hub.
`;

/**
 * Request and job ids in the logs of a real server process (pino JSON on stdout, LOG_LEVEL=info), and
 * the job duration histogram of the process whose worker ran the jobs (the embedded default: one process).
 */
describe('request and job ids through the logs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-reqid-'));
  let server: ServerProcess | null = null;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // From the first line on: the demo's own applications may finish stages before the server is ready.
    const log = (line: string) => {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line (the demo accounts banner).
      }
    };
    server = await startServerProcess(
      { DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD: PASSWORD, EMBEDDER: 'off', CORPUS_DEMO_IMPORT: '0', BUILDS_DIR: join(dataDir, 'no-builds') },
      { log },
    );
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const logged = async (match: (l: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>[]> => {
    for (let i = 0; i < 100; i++) {
      const found = lines.filter(match);
      if (found.length) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no log line with ${what}`);
  };

  it("answers x-request-id, reusing a caller's plain id and logging the request under it", async () => {
    const own = await fetch(`${server!.url}/api/health`, { headers: { 'x-request-id': 'lb-7.trace:0042' } });
    expect(own.headers.get('x-request-id')).toBe('lb-7.trace:0042');
    expect(await logged((l) => l.reqId === 'lb-7.trace:0042' && l.msg === 'request completed', 'reqId lb-7.trace:0042')).toHaveLength(1);

    const fresh = await fetch(`${server!.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
  });

  it('replaces an id that could forge log lines and never logs it', async () => {
    const forged = 'x" level=60 msg="forged';
    const res = await fetch(`${server!.url}/api/health`, { headers: { 'x-request-id': forged } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    await logged((l) => l.reqId === id, `reqId ${id}`);
    expect(lines.some((l) => JSON.stringify(l).includes('forged'))).toBe(false);
  });

  it('logs every stage of a job with its jobId and applicationId, and times it in /api/metrics', async () => {
    const signIn = await fetch(`${server!.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'pro@lawfirm.example', password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const auth = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
    const csrf = (await (await fetch(`${server!.url}/api/csrf-token`, { headers: auth })).json()) as { token: string };
    const form = new FormData();
    form.append('application', new Blob([TEXT], { type: 'text/plain' }), 'hub.txt');
    const created = await fetch(`${server!.url}/api/applications`, { method: 'POST', headers: { ...auth, [CSRF_HEADER]: csrf.token }, body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    let app: ApplicationFull | null = null;
    for (let i = 0; i < 300 && app?.status !== 'completed' && app?.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      app = (await (await fetch(`${server!.url}/api/applications/${id}`, { headers: auth })).json()) as ApplicationFull;
    }
    expect(app?.status).toBe('completed');

    const finished = await logged((l) => l.msg === 'stage finished' && l.applicationId === id, `stage finished for ${id}`);
    const stages = finished.map((l) => l.stage);
    expect(stages).toEqual(expect.arrayContaining(['report', 'priorArt']));
    for (const l of finished) expect(l.jobId).toMatch(/^job_/);
    expect(new Set(finished.map((l) => l.jobId)).size).toBe(finished.length);

    // The demo start runs its own applications through the pipeline too: each stage is counted once per job that
    // finished it. A demo job may finish between reading the metrics and the log, so both are read until they agree.
    const counted = (metrics: string, stage: unknown) => Number(new RegExp(`^iprism_pipeline_job_duration_seconds_count\\{stage="${String(stage)}",outcome="done"\\} (\\d+)$`, 'm').exec(metrics)?.[1] ?? -1);
    const finishedLines = (stage: unknown) => lines.filter((l) => l.msg === 'stage finished' && l.stage === stage).length;
    for (const stage of stages) {
      let pair: [number, number] = [-1, 0];
      for (let i = 0; i < 40 && pair[0] !== pair[1]; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 250));
        const metrics = await (await fetch(`${server!.url}/api/metrics`)).text();
        pair = [counted(metrics, stage), finishedLines(stage)];
      }
      expect(pair[0]).toBeGreaterThan(0);
      expect(pair[0]).toBe(pair[1]);
    }
  }, 90_000);
});
