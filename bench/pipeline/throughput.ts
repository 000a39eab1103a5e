/**
 * Applications per minute through all six stages: one API process with its embedded database and
 * `--workers` pipeline workers, `--count` uploads of a `--pages` PDF at once, timed until every one is
 * completed. Prints one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../server/src/modules/demo/seed';
import { buildTestApp } from '../../server/test/helper';
import { multipart } from '../../server/test/multipart';
import { makeApplicationPdf } from '../../server/test/pdf-fixture';
import { signInAs } from '../../server/test/session-helper';

const arg = (name: string, fallback: number) => Number(new RegExp(`--${name}=(\\d+)`).exec(process.argv.join(' '))?.[1] ?? fallback);

async function main(): Promise<void> {
  const count = arg('count', 20);
  const pages = arg('pages', 10);
  const workers = arg('workers', 1);
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-bench-pipeline-'));
  const app = await buildTestApp({ DATA_DIR: dataDir, PIPELINE_WORKERS: String(workers) });
  try {
    await seedDemo(app.db, 'iprism-demo');
    await app.ready();
    const pro = await signInAs(app, 'pro@lawfirm.example');
    const pdf = await makeApplicationPdf(pages, 20);
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const body = multipart([{ field: 'application', filename: `bench-${i}.pdf`, bytes: pdf, type: 'application/pdf' }]);
      const res = await pro.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
      if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
      ids.push((res.json() as { id: string }).id);
    }
    for (;;) {
      const { rows } = await app.db.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM applications WHERE id = ANY($1::text[]) GROUP BY status`, [ids]);
      const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      if ((by.failed ?? 0) > 0) throw new Error(`${by.failed} applications failed`);
      if (by.completed === count) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(JSON.stringify({ count, pages, workers, seconds: Math.round(seconds * 10) / 10, perMinute: Math.round((count / seconds) * 60) }));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
