/**
 * The floor of bench:realtime: a plain `ws` WebSocketServer in its own process that broadcasts the same
 * progress payload (JSON, stamped when sent) to every connected client at the same schedule. No auth,
 * rooms, database or socket.io framing: what any live-progress server costs at least on this machine.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { memoryAfterGc, scheduled, serve, type Request } from './ipc';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
wss.once('listening', () => {
  serve(
    {
      memory: async () => memoryAfterGc(),
      publish: async (req: Request) => {
        const applicationId = req.applicationId as string;
        const publishMs: number[] = [];
        const { start, errors } = await scheduled(req.count as number, req.intervalMs as number, (i) => {
          const t0 = performance.now();
          const payload = { stage: 'priorArt', applicationId, progress: i % 100, message: `step ${i}`, final: false, timestamp: Date.now() };
          // Serialised once per broadcast, as socket.io does for a room.
          const data = Buffer.from(JSON.stringify({ event: 'app-progress', payload }));
          for (const client of wss.clients) client.send(data, { binary: false });
          publishMs.push(performance.now() - t0);
        });
        return { start, errors, publishMs };
      },
    },
    async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` },
  );
});
