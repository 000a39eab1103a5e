/**
 * One product API node for bench:realtime, run as its own process (forked by run.ts under tsx with
 * --expose-gc). The bench hooks (memory, publish) live here, over IPC, not in product code.
 *
 *   server-node.ts seed N   fresh DATA_DIR: N users, each a member of one organisation that owns one
 *                           application assigned to each of them, each with a live session; writes seed.json (ids, and the
 *                           database's signing key for the client workers) and exits.
 *   server-node.ts serve    buildApp on DATA_DIR (REDIS_URL from the environment when set), listens on a
 *                           free loopback port, then answers requests.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/platform/config/config';
import { openDatabase } from '../../server/src/platform/db/open';
import { addAssignment } from '../../server/src/modules/applications/repositories/application-assignments';
import { insertApplication } from '../../server/src/modules/applications/repositories/applications';
import { addMembership } from '../../server/src/modules/organizations/repositories/memberships';
import { insertOrganization } from '../../server/src/modules/organizations/repositories/organizations';
import { createUser } from '../../server/src/modules/accounts/repositories/users';
import { seedUsers, signingMaterial, type Caller, type SigningMaterial } from '../support/bench-users';
import { memoryAfterGc, scheduled, serve, type Request } from './ipc';

export interface Seed {
  applicationId: string;
  callers: Caller[];
  signing: SigningMaterial;
}

async function seed(count: number): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const db = await openDatabase(config);
  const owner = await createUser(db, { email: 'owner@bench.example', name: 'owner', emailVerified: true, passwordHash: null });
  const org = await insertOrganization(db, { name: 'bench', slug: 'bench', adminId: owner.id });
  await addMembership(db, { organizationId: org.id, userId: owner.id, role: 'org:admin' });
  const application = await insertApplication(db, { ownerUserId: owner.id, organizationId: org.id, title: 'Rotor blade with adaptive pitch' });
  const callers = await seedUsers(db, count, 'watcher', org.id);
  // Members see the organisation's applications they are assigned to.
  for (const c of callers) await addAssignment(db, { applicationId: application.id, userId: c.userId, assignedBy: owner.id });
  // Created now, so every copy of this directory signs with the same key.
  const signing = await signingMaterial(db, config.publicOrigin);
  await db.close();
  writeFileSync(join(config.dataDir, 'seed.json'), JSON.stringify({ applicationId: application.id, callers, signing } satisfies Seed));
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode === 'seed') {
    await seed(Number(process.argv[3]));
    process.exit(0);
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1' });
  const { applicationId } = JSON.parse(readFileSync(join(config.dataDir, 'seed.json'), 'utf8')) as Seed;
  const db = await openDatabase(config);
  const app = await buildApp({ config, db, serveStatic: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  serve(
    {
      memory: async () => memoryAfterGc(),
      // `count` publishes through the real bus, one every `intervalMs`; the bus stamps `timestamp`.
      publish: async (req: Request) => {
        const publishMs: number[] = [];
        const { start, errors } = await scheduled(req.count as number, req.intervalMs as number, async (i) => {
          const t0 = performance.now();
          await app.progressBus.publish({ applicationId, stage: 'priorArt', progress: i % 100, message: `step ${i}` });
          publishMs.push(performance.now() - t0);
        });
        return { start, errors, publishMs };
      },
    },
    async () => {
      await app.close();
      await db.close();
    },
    { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, applicationId },
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
