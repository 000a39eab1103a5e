import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/** Uploaded by the demo at start (server/src/modules/demo/applications.ts) and taken through every stage. */
const DEMO_APPLICATION = 'Adaptive wind turbine blade pitch control';
const STAGES = ['upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification'];
const REFUSED = 'You do not have access to this application.';

/** The dev tools as staff use them: a bearer token, and a fresh security token for each write (SPEC §7). */
class DevTools {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(api: APIRequestContext, email: string): Promise<DevTools> {
    const res = await api.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
    expect(res.status(), `API sign-in as ${email}`).toBe(200);
    return new DevTools(api, ((await res.json()) as { token: string }).token);
  }

  get(path: string) {
    return this.api.get(path, { headers: { Authorization: `Bearer ${this.token}` } });
  }

  private async post(path: string, data: unknown) {
    const headers = { Authorization: `Bearer ${this.token}` };
    const csrf = (await (await this.api.get('/api/csrf-token', { headers })).json()) as { token: string };
    return this.api.post(path, { data, headers: { ...headers, 'X-CSRF-Token': csrf.token } });
  }

  async createApplication(ownerEmail: string, title: string): Promise<string> {
    const res = await this.post('/api/dev/applications', { ownerEmail, title });
    expect(res.status(), 'POST /api/dev/applications').toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  async publish(payload: Record<string, unknown>): Promise<void> {
    const res = await this.post('/api/dev/progress', payload);
    expect(res.status(), `POST /api/dev/progress ${JSON.stringify(payload)}`).toBe(202);
  }
}

/** Page object: the patent dashboard's application cards and their stages. */
function dashboard(page: Page) {
  const card = (title: string) => page.getByRole('article', { name: title });
  return {
    card,
    empty: page.getByText('No applications yet'),
    stage: (title: string, stage: string): Locator => card(title).getByTestId(`stage-${stage}`),
    bar: (title: string, name: string): Locator => card(title).getByRole('progressbar', { name: `${name} progress` }),
  };
}

/**
 * The page's live socket, through the page-wide registry that shares it between the host and the
 * remotes (shared/src/realtime/page-singleton.ts): whether it is connected, and a forced watch.
 */
const socket = {
  status: (page: Page) =>
    page.evaluate(() => {
      const registry = globalThis as unknown as Record<symbol, { store: { get(a: unknown): { status: string } }; connectionStateAtom: unknown } | undefined>;
      const client = registry[Symbol.for('@iprism/shared/realtime:socket-client')];
      return client ? client.store.get(client.connectionStateAtom).status : 'none';
    }),
  watch: (page: Page, applicationId: string) =>
    page.evaluate((id) => {
      const registry = globalThis as unknown as Record<symbol, { watch(id: string): void } | undefined>;
      registry[Symbol.for('@iprism/shared/realtime:socket-client')]?.watch(id);
    }, applicationId),
  hasProgress: (page: Page, applicationId: string) =>
    page.evaluate((id) => {
      const registry = globalThis as unknown as Record<symbol, { store: { get(a: unknown): Record<string, unknown> } } | { progressAtom: unknown } | undefined>;
      const client = registry[Symbol.for('@iprism/shared/realtime:socket-client')] as { store: { get(a: unknown): Record<string, unknown> } };
      const atoms = registry[Symbol.for('@iprism/shared/realtime:progress-atoms')] as { progressAtom: unknown };
      return Object.hasOwn(client.store.get(atoms.progressAtom), id);
    }, applicationId),
};

test('the owner sees the seeded stages, then every update live; another organisation sees nothing', async ({ page, browser, request, consoleWatch }) => {
  // Requested so that any console error of the owner's page fails the test.
  void consoleWatch;
  const admin = await DevTools.signIn(request, DEMO.admin);
  // A throwaway application per run: the demo application keeps its seeded state for every other run.
  const title = `E2E rotor hub ${Date.now().toString(36)}`;
  const applicationId = await admin.createApplication(DEMO.pro, title);

  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  const ui = dashboard(page);

  // The demo application, every stage done within a minute of the server's start.
  for (const stage of STAGES) await expect(ui.stage(DEMO_APPLICATION, stage)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(ui.bar(DEMO_APPLICATION, 'Prior art')).toHaveAttribute('aria-valuenow', '100');

  // The new application: nothing reported yet.
  await expect(ui.stage(title, 'priorArt')).toHaveAttribute('data-state', 'waiting');
  await expect(ui.bar(title, 'Prior art')).toHaveAttribute('aria-valuenow', '0');

  // Live from here on: the socket is up, and a reload would drop this marker.
  await expect.poll(() => socket.status(page), { message: 'live connection' }).toBe('connected');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await admin.publish({ applicationId, stage: 'priorArt', progress: 60, message: 'Ranking 120 candidates', task: { id: 'rank-1', type: 'ranking' } });
  await expect(ui.bar(title, 'Prior art')).toHaveAttribute('aria-valuenow', '60');
  await expect(ui.stage(title, 'priorArt')).toHaveAttribute('data-state', 'running');
  await expect(ui.stage(title, 'priorArt').getByTestId('stage-message')).toHaveText('Ranking 120 candidates');
  await ui.stage(title, 'priorArt').getByRole('button', { name: 'Show 1 task' }).click();
  await expect(ui.stage(title, 'priorArt').getByTestId('stage-task')).toHaveText(['rank-1ranking60 %Ranking 120 candidates']);

  await admin.publish({ applicationId, stage: 'priorArt', progress: 100, final: true, message: 'Prior-art search complete' });
  await expect(ui.stage(title, 'priorArt')).toHaveAttribute('data-state', 'done');
  await expect(ui.bar(title, 'Prior art')).toHaveAttribute('aria-valuenow', '100');
  await expect(ui.stage(title, 'priorArt').getByTestId('stage-state')).toHaveText('Done');

  await admin.publish({ applicationId, stage: 'idsAnalysis', progress: -1, message: 'Classifier timed out', task: { id: 'ids-1', type: 'model_timeout' } });
  await expect(ui.stage(title, 'idsAnalysis')).toHaveAttribute('data-state', 'failed');
  await expect(ui.stage(title, 'idsAnalysis').getByTestId('stage-error')).toContainText('Classifier timed out');
  await expect(ui.stage(title, 'idsAnalysis').getByTestId('stage-error-type')).toHaveText('Error type: model_timeout');

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'no reload').toBe(true);
  // The demo application was left alone.
  await expect(ui.bar(DEMO_APPLICATION, 'Prior art')).toHaveAttribute('aria-valuenow', '100');

  // Another organisation (Pilot licence, Northfield University): nothing on the dashboard, 404 over REST,
  // and a subscribe forced from its page is refused by the socket with no data.
  const other = await browser.newContext();
  try {
    const eduPage = await other.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    eduPage.on('console', (msg) => (msg.type() === 'error' ? errors : warnings).push(msg.text()));
    await signInAs(eduPage, DEMO.edu);
    await eduPage.goto('/dashboard/patent');
    const eduUi = dashboard(eduPage);
    await expect(eduUi.empty).toBeVisible();
    await expect(eduUi.card(title)).toHaveCount(0);
    await expect(eduUi.card(DEMO_APPLICATION)).toHaveCount(0);

    const edu = await DevTools.signIn(other.request, DEMO.edu);
    const res = await edu.get(`/api/applications/${applicationId}`);
    expect(res.status()).toBe(404);

    await expect.poll(() => socket.status(eduPage), { message: 'edu live connection' }).toBe('connected');
    await socket.watch(eduPage, applicationId);
    await expect.poll(() => warnings.some((w) => w.includes(REFUSED)), { message: 'subscribe refused' }).toBe(true);
    expect(await socket.hasProgress(eduPage, applicationId)).toBe(false);
    expect(errors).toEqual([]);
  } finally {
    await other.close();
  }
});
