import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE, ApplicationFullSchema, PriorArtResultSchema, type ApplicationFull } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../src/config/config';
import { seedDemo } from '../src/demo/seed';
import { buildTestApp } from './helper';
import { multipart } from './multipart';
import { signInAs, type TestCaller } from './session-helper';

const BASEBALL_CSV = join(REPO_ROOT, '..', 'shared', 'data', 'patentsview-abstracts-koehrsen', 'baseball_patent_query.csv');

/** A new application that claims what US 4,323,047 (an automatic ball pitching machine, 1982) disclosed. */
const APPLICATION = `BALL THROWING APPARATUS WITH BACKSPIN

BACKGROUND
Batting practice needs balls that rise like a real pitcher's fast ball.

DETAILED DESCRIPTION
A flywheel 10 rotates under a guide chute 12. A rubber pad 14 narrows the chute.

What is claimed is:
1. An apparatus for expelling game balls with backspin, comprising: a rotating flywheel; an upper guide chute above the flywheel; and a rubber pad disposed in the guide chute providing a constriction narrower than the diameter of the game ball, so that a ball fed onto the flywheel passes through the constriction and is expelled with backspin.
2. The apparatus of claim 1, wherein the ball is expelled on a horizontal trajectory and then rises.

ABSTRACT
A pitching machine expels baseballs with backspin using a rotating flywheel and a guide chute with a rubber constriction, simulating a fast ball with a live hop.
`;

interface Row {
  patent_number: string;
  patent_date: string;
  patent_title: string;
  patent_abstract: string;
}

describe('priorArt stage and GET /api/applications/{id}/prior-art', () => {
  let app: FastifyInstance;
  let pro: TestCaller;
  let other: TestCaller;

  const settled = async (id: string): Promise<ApplicationFull> => {
    for (let i = 0; i < 300; i++) {
      const a = ApplicationFullSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}` })).json());
      if (a.status === 'completed' || a.status === 'failed') return a;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`application ${id} did not finish`);
  };
  const upload = async (): Promise<string> => {
    const body = multipart([{ field: 'application', filename: 'pitching.txt', bytes: Buffer.from(APPLICATION), type: 'text/plain' }]);
    const res = await pro.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };

  beforeAll(async () => {
    app = await buildTestApp({ EMBEDDER: 'off' });
    await seedDemo(app.db, 'iprism-demo');
    await app.ready();
    pro = await signInAs(app, 'pro@lawfirm.example');
    other = await signInAs(app, 'edu@university.example');
  }, 60_000);
  afterAll(() => app.close());

  it('completes with no-corpus and says so when nothing is imported', async () => {
    const id = await upload();
    expect((await settled(id)).status).toBe('completed');
    const result = PriorArtResultSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).json());
    expect(result).toMatchObject({ status: 'no-corpus', references: [], corpusSize: 0 });
  });

  it('finds the anticipating patent, charts the claim against it and exports CSV', async () => {
    const rows = parse(readFileSync(BASEBALL_CSV), { columns: true, skip_empty_lines: true }) as Row[];
    for (const r of rows) {
      await app.db.query(
        `INSERT INTO patents (publication_number, country, doc_number, kind, title, abstract, publication_date) VALUES ($1, 'US', $2, '', $3, $4, $5) ON CONFLICT DO NOTHING`,
        [`US${r.patent_number}`, r.patent_number, r.patent_title.replace(/"/g, '').trim(), r.patent_abstract.replace(/"/g, '').trim(), r.patent_date],
      );
    }
    const id = await upload();
    expect([200, 409]).toContain((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).statusCode);
    expect((await settled(id)).status).toBe('completed');

    const res = await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` });
    expect(res.statusCode).toBe(200);
    const result = PriorArtResultSchema.parse(res.json());
    expect(result.status).toBe('completed');
    expect(result.corpusSize).toBe(rows.length);
    expect(result.queries.map((q) => q.source)).toEqual([1, 0]);
    const top3 = result.references.slice(0, 3).map((r) => r.publicationNumber);
    expect(top3).toContain('US4323047');
    const hit = result.references.find((r) => r.publicationNumber === 'US4323047')!;
    expect(hit.relevance).toBeGreaterThan(0.5);
    expect(hit.foundBy).toEqual([0, 1]);
    expect(hit.snippet).toMatch(/<mark>/);
    expect(result.references.every((r) => r.publicationDate === null || r.publicationDate < result.cutoffDate!)).toBe(true);

    const chart = result.claimCharts.find((c) => c.claimNumber === 1)!;
    expect(chart.references).toContain('US4323047');
    const col = chart.references.indexOf('US4323047');
    const flywheel = chart.elements.find((e) => /rotating flywheel/.test(e.text))!;
    expect(flywheel.matches[col]).toMatchObject({ field: 'abstract' });
    expect(flywheel.matches[col]!.passage).toMatch(/flywheel/);

    const csv = await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/prior art\.csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Rank,Publication number,Title,Relevance,Score,Publication date,Priority date,CPC,Found by,Snippet');
    expect(lines).toHaveLength(result.references.length + 1);
    expect(csv.body).not.toContain('<mark>');
  });

  it('hides the result from anyone who may not see the application', async () => {
    const id = await upload();
    const res = await other.call({ method: 'GET', url: `/api/applications/${id}/prior-art` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: APPLICATION_NOT_FOUND_MESSAGE });
    expect((await app.inject({ method: 'GET', url: `/api/applications/${id}/prior-art` })).statusCode).toBe(401);
  });
});
