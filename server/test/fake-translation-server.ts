import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A word-for-word English→German "translator" keeping capitals, with one deliberate fault: reference numeral 14 comes back
 * as 41, so the integrity check has a changed numeral to flag. Glossary terms win over the dictionary.
 */
export function fakeGerman(text: string, glossary: Record<string, string> = {}): string {
  const words: Record<string, string> = { the: 'die', a: 'eine', device: 'Vorrichtung', of: 'nach', claim: 'Anspruch', comprising: 'umfassend', lever: 'Hebel', pin: 'Stift', and: 'und', wherein: 'wobei', is: 'ist', made: 'hergestellt', steel: 'Stahl', from: 'aus' };
  const render = (w: string): string => {
    const out = glossary[w.toLowerCase()] ?? words[w.toLowerCase()] ?? w;
    return /^[A-Z]/.test(w) ? out[0]!.toUpperCase() + out.slice(1) : out;
  };
  return text.replace(/[A-Za-z]+|\d+/g, (w) => (w === '14' ? '41' : render(w)));
}

export interface FakeTranslation {
  baseUrl: string;
  requests: { method: string; url: string; headers: IncomingHttpHeaders; body: unknown }[];
  close(): Promise<void>;
}

/** An OpenAI-compatible POST /chat/completions and DeepL's /v2/translate and /v2/glossaries on 127.0.0.1. */
export async function startFakeTranslation(): Promise<FakeTranslation> {
  const requests: FakeTranslation['requests'] = [];
  const glossaries = new Map<string, Record<string, string>>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.method === 'POST' && req.url === '/chat/completions') {
        const messages = (body as { messages: { role: string; content: string }[] }).messages;
        const system = messages[0]!.content;
        const glossary = Object.fromEntries([...system.matchAll(/^(.+) => (.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
        return json(200, { choices: [{ message: { role: 'assistant', content: fakeGerman(messages[1]!.content, glossary) } }] });
      }
      if (req.method === 'POST' && req.url === '/v2/glossaries') {
        const entries = String((body as { entries: string }).entries);
        const id = `g${glossaries.size + 1}`;
        glossaries.set(id, Object.fromEntries(entries.split('\n').map((line) => line.split('\t') as [string, string]).map(([s, t]) => [s.toLowerCase(), t])));
        return json(201, { glossary_id: id });
      }
      if (req.method === 'DELETE' && req.url?.startsWith('/v2/glossaries/')) {
        glossaries.delete(req.url.slice('/v2/glossaries/'.length));
        return res.writeHead(204).end();
      }
      if (req.method === 'POST' && req.url === '/v2/translate') {
        const { text, glossary_id: id } = body as { text: string[]; glossary_id?: string };
        return json(200, { translations: text.map((t) => ({ detected_source_language: 'EN', text: fakeGerman(t, id ? glossaries.get(id) : {}) })) });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
