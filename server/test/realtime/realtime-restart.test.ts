import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_EVENTS, ProgressSnapshotSchema, SERVER_EVENTS, SERVER_SHUTDOWN_MESSAGE, type SocketAck } from '@iprism/shared/contracts';
import { buildAppOn, client, connected, createApplicationOf, createPerson, listen, nextEvent, signInAs } from '../realtime-helpers';
import { createDurableTestDatabase, type DurableTestDatabase } from '../test-database';

describe('live socket across a graceful restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iprism-rt-restart-'));
  let store: DurableTestDatabase | undefined;
  afterAll(async () => {
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells clients server-shutdown on close, and serves the persisted state after a restart on the same data directory', async () => {
    // First run: publish, then close gracefully with a client connected.
    store = await createDurableTestDatabase(dataDir);
    const db1 = await store.open();
    // No pipeline workers: the stage below must stay as published across the restart.
    const noWorkers = { PIPELINE_WORKERS: '0' };
    const app1 = await buildAppOn(db1, noWorkers);
    const url1 = await listen(app1);
    const person = await createPerson(app1.db, 'restart');
    const applicationId = (await createApplicationOf(app1.db, person.id)).id;
    // A running stage has its job (queued), so the start does not take the stage for one a restart orphaned.
    await app1.db.transaction((tx) => app1.jobQueue.enqueue(tx, applicationId, 'report'));
    await app1.progressBus.publish({ stage: 'report', applicationId, progress: 60, message: 'Halfway', task: { id: 'claims', type: 'analysis' } });
    await app1.progressBus.publish({ stage: 'report', applicationId, progress: 10, message: 'fig. 3', task: { id: 'fig-3', type: 'subtask' } });

    const first = await connected(client(url1, { token: (await signInAs(app1, person.email)).token }));
    const shutdown = nextEvent(first, SERVER_EVENTS.serverShutdown);
    const disconnected = nextEvent<string>(first, 'disconnect');
    await app1.close();
    await db1.close();
    expect(await shutdown).toEqual({ message: SERVER_SHUTDOWN_MESSAGE });
    expect(await disconnected).toBe('io server disconnect');

    // Second run on the same directory: the state comes from the database, not from memory.
    const db2 = await store.open();
    const app2 = await buildAppOn(db2, noWorkers);
    try {
      const url2 = await listen(app2);
      const second = await connected(client(url2, { token: (await signInAs(app2, person.email)).token }));
      const ack = await (second.timeout(3_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<SocketAck<{ snapshot: unknown }>> }).emitWithAck(CLIENT_EVENTS.requestProgress, {
        applicationId,
        stage: 'all',
      });
      if (!ack.ok) throw new Error(ack.error.message);
      expect(ProgressSnapshotSchema.parse(ack.snapshot).stages).toEqual([
        expect.objectContaining({
          stage: 'report',
          progress: 60,
          message: 'Halfway',
          final: false,
          tasks: { claims: expect.objectContaining({ progress: 60, type: 'analysis' }), 'fig-3': expect.objectContaining({ progress: 10, type: 'subtask' }) },
        }),
      ]);
      second.disconnect();
    } finally {
      await app2.close();
      await db2.close();
    }
  });
});
