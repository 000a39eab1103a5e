import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A hashed bag of words: texts sharing words get similar vectors, as a real encoder's would. */
export function bagOfWords(text: string, dims = 64): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const w of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    let h = 0;
    for (const c of w) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    v[h % dims]! += 1;
  }
  v[0]! += 0.01;
  return v;
}

export interface FakeEmbeddings {
  baseUrl: string;
  requests: { headers: IncomingHttpHeaders; body: { model: string; input: string[] } }[];
  /** Answers every call with this status instead of vectors while set. */
  failWith: number | null;
  close(): Promise<void>;
}

/** An OpenAI-compatible POST /v1/embeddings on 127.0.0.1 (answers in reverse index order, as the spec allows). */
export async function startFakeEmbeddings(): Promise<FakeEmbeddings> {
  const fake: Omit<FakeEmbeddings, 'baseUrl' | 'close'> = { requests: [], failWith: null };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { model: string; input: string[] };
      fake.requests.push({ headers: req.headers, body });
      if (fake.failWith) {
        res.writeHead(fake.failWith, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const data = body.input.map((text, index) => ({ object: 'embedding', index, embedding: bagOfWords(text) })).reverse();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: body.model }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeEmbeddings;
}
