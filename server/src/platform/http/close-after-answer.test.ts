import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeAfterAnswer } from './close-after-answer';

/**
 * A client in its own process (in this one the answer and the reset would arrive in a fixed order) sends chunked
 * bodies of 256 MB until the answer comes, `times` times; prints each outcome: the status, or the socket error.
 */
const CLIENT = `
const { request } = require('node:http');
const [url, times] = process.argv.slice(1);
const upload = () => new Promise((resolve) => {
  const req = request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } });
  let answered = false, sent = 0;
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  req.on('response', (res) => { answered = true; res.resume().on('end', () => resolve(res.statusCode)); });
  req.on('error', (err) => answered || resolve(err.code));
  const pump = () => {
    while (!answered && sent < 256 * 1024 * 1024) { sent += chunk.length; if (!req.write(chunk)) return void req.once('drain', pump); }
    if (!answered) req.end();
  };
  pump();
});
(async () => { const outcomes = []; for (let i = 0; i < Number(times); i++) outcomes.push(await upload()); console.log(JSON.stringify(outcomes)); })();
`;

describe('closeAfterAnswer', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = Fastify();
    // Read up to a limit and no further, as an upload refused for its size.
    app.addContentTypeParser('application/octet-stream', (_req, payload, done) => {
      let read = 0;
      const onData = (chunk: Buffer) => {
        read += chunk.length;
        if (read < 4 * 1024 * 1024) return;
        payload.off('data', onData);
        payload.pause();
        done(null);
      };
      payload.on('data', onData);
    });
    app.post('/refuse', async (_req, reply) => {
      closeAfterAnswer(reply, 1_000);
      return reply.status(413).send({ refused: true });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/refuse`;
  });

  afterAll(() => app.close());

  it('lets a client still sending read the answer, never a reset, time after time', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', CLIENT, url, '40']);
    expect((JSON.parse(stdout) as unknown[]).filter((o) => o !== 413)).toEqual([]);
  }, 60_000);
});
