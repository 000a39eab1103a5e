import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Report } from '@iprism/shared/contracts';
import { summariseWithLlm } from './summarise-with-llm';

const report = {
  document: { title: 'Drying web' },
  sections: [{ name: 'abstract', heading: '', text: 'A dryer.', page: null }],
  claims: [{ number: 1, text: 'A method of drying a web.' }],
} as unknown as Report;

let server: Server;
let baseUrl: string;
let handler: (req: IncomingMessage, body: string, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reply = (res: ServerResponse, status: number, payload: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

describe('summariseWithLlm', () => {
  it('posts the report to /chat/completions and returns an abstractive summary', async () => {
    let seen: { url?: string; auth?: string; body?: { model: string; messages: { content: string }[] } } = {};
    handler = (req, body, res) => {
      seen = { url: req.url, auth: req.headers.authorization, body: JSON.parse(body) };
      reply(res, 200, { choices: [{ message: { content: '```json\n{"summary":"Dries paper.","claims":[{"number":1,"explanation":"Drying."}]}\n```' } }] });
    };
    const summary = await summariseWithLlm(report, { baseUrl, apiKey: 'k', model: 'tiny' });
    expect(summary).toEqual({ kind: 'abstractive', text: 'Dries paper.', model: 'tiny', claimExplanations: [{ number: 1, text: 'Drying.' }] });
    expect(seen.url).toBe('/v1/chat/completions');
    expect(seen.auth).toBe('Bearer k');
    expect(seen.body?.model).toBe('tiny');
    expect(seen.body?.messages[1]?.content).toContain('1. A method of drying a web.');
  });

  it('throws on an HTTP error', async () => {
    handler = (_req, _body, res) => reply(res, 500, { error: 'down' });
    await expect(summariseWithLlm(report, { baseUrl, apiKey: '', model: 'tiny' })).rejects.toThrow('LLM answered HTTP 500');
  });

  it('throws when the answer is not the requested JSON', async () => {
    handler = (_req, _body, res) => reply(res, 200, { choices: [{ message: { content: 'Sorry, no.' } }] });
    await expect(summariseWithLlm(report, { baseUrl, apiKey: '', model: 'tiny' })).rejects.toThrow('not the requested JSON');
  });

  it('throws when the model does not answer in time', async () => {
    handler = (_req, _body, res) => setTimeout(() => reply(res, 200, {}), 500);
    await expect(summariseWithLlm(report, { baseUrl, apiKey: '', model: 'tiny' }, fetch, 50)).rejects.toThrow('LLM request failed');
  });
});
