import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/** The dev tools as staff use them: a bearer token, and a fresh security token for each write (SPEC §7). */
async function devTools(api: APIRequestContext, email: string) {
  const res = await api.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `API sign-in as ${email}`).toBe(200);
  const headers = { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const post = async (path: string, data: unknown) => {
    const csrf = (await (await api.get('/api/csrf-token', { headers })).json()) as { token: string };
    return api.post(path, { data, headers: { ...headers, 'X-CSRF-Token': csrf.token } });
  };
  return {
    async createApplication(ownerEmail: string, title: string): Promise<string> {
      const created = await post('/api/dev/applications', { ownerEmail, title });
      expect(created.status(), 'POST /api/dev/applications').toBe(201);
      return ((await created.json()) as { id: string }).id;
    },
    async publish(payload: Record<string, unknown>): Promise<void> {
      const published = await post('/api/dev/progress', payload);
      expect(published.status(), `POST /api/dev/progress ${JSON.stringify(payload)}`).toBe(202);
    },
  };
}

/** Whether the page's live socket is up (shared/src/realtime/page-singleton.ts registry). */
const socketStatus = (page: Page) =>
  page.evaluate(() => {
    const registry = globalThis as unknown as Record<symbol, { store: { get(a: unknown): { status: string } }; connectionStateAtom: unknown } | undefined>;
    const client = registry[Symbol.for('@iprism/shared/realtime:socket-client')];
    return client ? client.store.get(client.connectionStateAtom).status : 'none';
  });

test('a running stage gets one progress toast, updated in place, that turns into its completion or error toast', async ({ page, request, consoleWatch }) => {
  void consoleWatch;
  const admin = await devTools(request, DEMO.admin);
  const applicationId = await admin.createApplication(DEMO.pro, `E2E toast ${Date.now().toString(36)}`);

  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  await expect.poll(() => socketStatus(page), { message: 'live connection' }).toBe('connected');
  const toasts = page.getByTestId('toast');
  // The demo application's prior-art search is stored at 45 %: restored on load, so no toast for it.
  await expect(page.getByRole('progressbar', { name: 'Prior art progress' }).first()).toBeVisible();
  await expect(toasts.filter({ hasText: 'Prior art' })).toHaveCount(0);

  const report = toasts.filter({ hasText: /^Report/ });
  await admin.publish({ applicationId, stage: 'report', progress: 10, message: 'Extracting text…', task: { id: 'report-1', type: 'report' } });
  await expect(report).toHaveCount(1);
  await expect(report).toHaveAttribute('data-type', 'progress');
  await expect(report).toHaveAttribute('data-progress', '10');
  await expect(report).toContainText('Report — Extracting text…');
  await expect(report).toContainText('10%');
  const card = await report.elementHandle();

  await admin.publish({ applicationId, stage: 'report', progress: 42, message: 'Summarising claims', task: { id: 'report-1', type: 'report' } });
  await admin.publish({ applicationId, stage: 'report', progress: 5, message: 'page 3 of 60', task: { id: 'page-3', type: 'subtask' } });
  await expect(report).toHaveAttribute('data-progress', '42');
  await expect(report).toContainText('Report — Summarising claims');
  await expect(report).toContainText('42%');
  await expect(report).toHaveCount(1);
  // Updated in place: the same card, not a new one (a subtask changed nothing).
  expect(await card?.evaluate((el) => el.isConnected && el.getAttribute('data-progress'))).toBe('42');

  await admin.publish({ applicationId, stage: 'report', progress: 100, final: true, message: 'Report generated', task: { id: 'report-1', type: 'report' } });
  await expect(report).toHaveCount(1);
  await expect(report).toHaveAttribute('data-type', 'success');
  await expect(report).toHaveText('Report ready');
  // A short success toast: gone after the default 5 s.
  await expect(report).toHaveCount(0, { timeout: 8_000 });

  const analysis = toasts.filter({ hasText: /^IDS analysis/ });
  await admin.publish({ applicationId, stage: 'idsAnalysis', progress: 20, message: 'Reading references' });
  await expect(analysis).toHaveAttribute('data-progress', '20');
  await admin.publish({ applicationId, stage: 'idsAnalysis', progress: -1, message: 'Classifier timed out', task: { id: 'ids-1', type: 'model_timeout' } });
  await expect(analysis).toHaveAttribute('data-type', 'error');
  await expect(analysis).toHaveText('IDS analysis failed: Classifier timed out');
  await expect(toasts.filter({ hasText: 'Prior art' })).toHaveCount(0);
});
