import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE, ApplicationFullSchema, PriorArtResultSchema, type ApplicationFull } from '@iprism/shared/contracts';
import { REPO_ROOT } from '../../src/platform/config/config';
import { importCorpus } from '../../src/modules/corpus/import-corpus';
import { createOrganization, signedIn } from '../factories';
import { buildTestApp } from '../helper';
import { multipart } from '../multipart';
import type { TestCaller } from '../session-helper';

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
    const {
      members: [firmAdmin],
    } = await createOrganization(app, { members: [{ role: 'org:admin', licenseType: 'PilotLawFirmPro', credits: 50 }] });
    const {
      members: [universityAdmin],
    } = await createOrganization(app, { licenseType: 'PilotEduStandard', members: [{ role: 'org:admin' }] });
    await app.ready();
    pro = await signedIn(app, firmAdmin);
    other = await signedIn(app, universityAdmin);
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
    // A text that states no date is searched uncut, and says so: never cut at today's date.
    expect(result).toMatchObject({ cutoffDate: null, cutoffBasis: null, cutoffSource: 'none', dateClaims: [] });
    const relevances = result.references.map((r) => r.relevance);
    expect(relevances).toEqual([...relevances].sort((a, b) => b - a));

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

  it('re-ranks with the cutoff the user sets, keeps it, and refuses an impossible one', async () => {
    const id = await upload();
    await settled(id);
    const put = (date: string | null, caller = pro) => caller.call({ method: 'PUT', url: `/api/applications/${id}/prior-art/cutoff`, payload: { date } });
    expect((await put('2999-01-01')).statusCode).toBe(400);
    expect((await put('1982-02-30')).statusCode).toBe(400);
    expect((await put('1982-01-01', other)).statusCode).toBe(404);

    const res = await put('1982-01-01');
    expect(res.statusCode).toBe(202);
    expect((await settled(id)).status).toBe('completed');
    const result = PriorArtResultSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).json());
    expect(result).toMatchObject({ cutoffDate: '1982-01-01', cutoffSource: 'user', cutoffBasis: '1982-01-01 — set by the user' });
    expect(result.references.length).toBeGreaterThan(0);
    expect(result.references.every((r) => r.publicationDate !== null && r.publicationDate < '1982-01-01')).toBe(true);
    // US 4,323,047 issued on 1982-04-06: after this cutoff it is no prior art.
    expect(result.references.map((r) => r.publicationNumber)).not.toContain('US4323047');

    expect((await put(null)).statusCode).toBe(202);
    await settled(id);
    const back = PriorArtResultSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).json());
    expect(back).toMatchObject({ cutoffDate: null, cutoffSource: 'none' });
  });

  it('never cites the grant itself and keeps to its effective date (US 9,358,892)', async () => {
    await importCorpus(app.db, join(REPO_ROOT, '..', 'shared', 'data', 'uspto-xml-go-uspto-testdata'));
    const xml = readFileSync(join(REPO_ROOT, '..', 'shared', 'data', 'uspto-xml-go-uspto-testdata', 'grant', 'v4-5-B1.xml'));
    const body = multipart([{ field: 'application', filename: 'v4-5-B1.xml', bytes: xml, type: 'application/xml' }]);
    const created = await pro.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect((await settled(id)).status).toBe('completed');
    const result = PriorArtResultSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).json());
    expect(result).toMatchObject({ cutoffDate: '2014-12-02', cutoffSource: 'document', cutoffBasis: '2014-12-02 — filing date of application 14/558,596' });
    const numbers = [...result.references.map((r) => r.publicationNumber), ...result.claimCharts.flatMap((c) => c.references)];
    expect(numbers.some((n) => n.startsWith('US9358892'))).toBe(false);
    expect(result.references.every((r) => r.publicationDate !== null && r.publicationDate < '2014-12-02')).toBe(true);
    expect(result.claimCharts.flatMap((c) => c.elements.flatMap((e) => e.matches.map((m) => m.field)))).not.toContain('title');

    // Even with a cutoff after its own grant, the patent is left out as itself.
    expect((await pro.call({ method: 'PUT', url: `/api/applications/${id}/prior-art/cutoff`, payload: { date: '2020-01-01' } })).statusCode).toBe(202);
    await settled(id);
    const late = PriorArtResultSchema.parse((await pro.call({ method: 'GET', url: `/api/applications/${id}/prior-art` })).json());
    expect(late.cutoffDate).toBe('2020-01-01');
    expect(late.excluded).toContainEqual({ publicationNumber: 'US9358892B1', reason: 'self' });
    expect(late.references.map((r) => r.publicationNumber)).not.toContain('US9358892B1');
    expect(late.claimCharts.flatMap((c) => c.references)).not.toContain('US9358892B1');
  });

  it('hides the result from anyone who may not see the application', async () => {
    const id = await upload();
    const res = await other.call({ method: 'GET', url: `/api/applications/${id}/prior-art` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: APPLICATION_NOT_FOUND_MESSAGE });
    expect((await app.inject({ method: 'GET', url: `/api/applications/${id}/prior-art` })).statusCode).toBe(401);
  });
});
