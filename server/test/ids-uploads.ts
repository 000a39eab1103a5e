import { ApplicationFullSchema, IdsResponseSchema, type ApplicationFull, type IdsResponse } from '@iprism/shared/contracts';
import { extractPdfInThread } from './file-readers';
import { multipart } from './multipart';
import type { TestCaller } from './session-helper';

/** A short application with one independent claim, for uploads whose IDS is under test. */
export const IDS_TEST_APPLICATION = `RADIATION DETECTOR WITH CHARGE SENSITIVE PREAMPLIFIER

DETAILED DESCRIPTION
A cadmium zinc telluride crystal 10 is read by a charge sensitive preamplifier 12 feeding a pulse shaper 14.

What is claimed is:
1. A radiation detector comprising: a cadmium zinc telluride crystal; a charge sensitive preamplifier coupled to the crystal; and a pulse shaper receiving the output of the preamplifier.
2. The radiation detector of claim 1, wherein the preamplifier is a CMOS circuit.

ABSTRACT
A CZT radiation detector read by a CMOS charge sensitive preamplifier and a pulse shaper.
`;

/** Uploads the application with `ids` through POST /api/applications and waits for every stage; the application id. */
export async function uploadWithIds(caller: TestCaller, ids: { filename: string; bytes: Uint8Array | string; type: string }): Promise<string> {
  const body = multipart([
    { field: 'application', filename: 'detector.txt', bytes: IDS_TEST_APPLICATION, type: 'text/plain' },
    { field: 'ids', ...ids },
  ]);
  const res = await caller.call({ method: 'POST', url: '/api/applications', payload: body.payload, headers: body.headers });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode}: ${res.body}`);
  const { id } = res.json() as { id: string };
  const done = await settled(caller, id);
  if (done.status !== 'completed') throw new Error(`application ${id} ${done.status}`);
  return id;
}

export async function settled(caller: TestCaller, id: string): Promise<ApplicationFull> {
  for (let i = 0; i < 1200; i++) {
    const a = ApplicationFullSchema.parse((await caller.call({ method: 'GET', url: `/api/applications/${id}` })).json());
    if (a.status === 'completed' || a.status === 'failed') return a;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`application ${id} did not finish`);
}

export async function fetchIds(caller: TestCaller, id: string): Promise<IdsResponse> {
  const res = await caller.call({ method: 'GET', url: `/api/applications/${id}/ids` });
  if (res.statusCode !== 200) throw new Error(`GET ids ${res.statusCode}: ${res.body}`);
  return IdsResponseSchema.parse(res.json());
}

/** The text of a downloaded PDF, its sheets joined. */
export async function pdfText(caller: TestCaller, url: string): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  const res = await caller.call({ method: 'GET', url });
  if (res.statusCode !== 200) return { status: res.statusCode, text: res.body, headers: res.headers };
  return { status: 200, text: (await extractPdfInThread(new Uint8Array(res.rawPayload))).pages.join('\n'), headers: res.headers };
}
