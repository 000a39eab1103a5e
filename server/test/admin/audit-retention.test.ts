import type { FastifyInstance } from 'fastify';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '@iprism/shared/contracts';
import { auditCutoff, purgeExpiredAudit } from '../../src/modules/admin/audit/audit-retention';
import { loadConfig } from '../../src/platform/config/config';
import { buildTestApp } from '../helper';

const DAY_MS = 24 * 60 * 60_000;

describe('audit retention', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  it('keeps rows 400 days unless AUDIT_RETENTION_DAYS says otherwise, and refuses nonsense', () => {
    expect(AUDIT_RETENTION_DAYS_DEFAULT).toBe(400);
    expect(loadConfig({}).auditRetentionDays).toBe(400);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(auditCutoff(new Date('2026-02-11T12:00:00Z'), 10).toISOString()).toBe('2026-02-01T12:00:00.000Z');
  });

  it('deletes only the rows older than the retention', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    await app.db.query(
      `INSERT INTO audit_log (created_at, action, detail) VALUES ($1, 'retention.old', '{}'), ($2, 'retention.edge', '{}'), ($3, 'retention.recent', '{}')`,
      [at(401), at(399), at(1)],
    );
    expect(await purgeExpiredAudit(app.db, 400, now)).toBe(1);
    const { rows } = await app.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE action LIKE 'retention.%' ORDER BY created_at`);
    expect(rows.map((r) => r.action)).toEqual(['retention.edge', 'retention.recent']);
    expect(await purgeExpiredAudit(app.db, 400, now)).toBe(0);
  });

  it('runs when the server starts', async () => {
    const fresh = await buildTestApp({ AUDIT_RETENTION_DAYS: '5' });
    try {
      await fresh.db.query(`INSERT INTO audit_log (created_at, action, detail) VALUES (now() - interval '6 days', 'retention.stale', '{}')`);
      await fresh.ready();
      const stale = async () => (await fresh.db.query(`SELECT 1 FROM audit_log WHERE action = 'retention.stale'`)).rows.length;
      // The start-up cleanup runs beside the server's readiness, not before it.
      for (let tries = 0; tries < 50 && (await stale()) > 0; tries++) await new Promise((r) => setTimeout(r, 100));
      expect(await stale()).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
