import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { NotificationBell } from '../support/pages/notifications';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/** Lands a corpus file as staff through the demo's dev import (the CLI's import, run inside the server). */
async function importAsStaff(api: APIRequestContext, fileName: string, content: string): Promise<{ imported: number; watchNotifications: number }> {
  const signIn = await api.post('/api/auth/sign-in', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const csrf = (await (await api.get('/api/csrf-token', { headers })).json()) as { token: string };
  const res = await api.post('/api/dev/corpus/import', { data: { fileName, content }, headers: { ...headers, 'X-CSRF-Token': csrf.token } });
  expect(res.status(), 'POST /api/dev/corpus/import').toBe(200);
  return (await res.json()) as { imported: number; watchNotifications: number };
}

test('a searcher maps a field, narrows it by CPC, watches it and hears of a new document', async ({ page, request, consoleWatch }) => {
  void consoleWatch;
  test.setTimeout(120_000);
  // The company account has no sample watches (the demo gives the law firm's accounts some), so the one notification is this watch's.
  await signInAs(page, DEMO.org);
  const bell = new NotificationBell(page);
  // The demo corpus imports in the background: map the field until it has landed.
  await expect(async () => {
    await page.goto('/dashboard/scout?q=neural+network');
    await expect(page.getByTestId('landscape-total')).toContainText(' matching ', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const count = async (): Promise<number> => Number.parseInt((await page.getByTestId('landscape-total').textContent()) ?? '', 10);
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId('chart-years')).toBeVisible();
  await expect(page.getByTestId('chart-countries')).toBeVisible();

  // Clicking the first CPC bar narrows the landscape to that subclass.
  await page.getByTestId('chart-cpc').locator('.MuiBarChart-element').first().click();
  await expect(page).toHaveURL(/[?&]cpc=/);
  const cpc = new URL(page.url()).searchParams.get('cpc')!;
  await expect(page.getByTestId('filter-cpc')).toContainText(cpc);
  await expect(page.getByTestId('landscape-total')).toContainText(' matching ');
  const narrowed = await count();
  expect(narrowed).toBeLessThanOrEqual(before);

  await page.getByTestId('watch-field').click();
  await expect(page.getByText(/Watching “neural network in/)).toBeVisible();
  const unread = await bell.unread();

  const serial = 90_000_000 + Math.floor(Math.random() * 9_000_000);
  const number = `US${serial}B2`;
  const record = {
    publicationNumber: number, title: 'Neural network accelerator with sparse weights', abstract: 'A neural network accelerator that skips zero weights.',
    claims: '', description: '', publicationDate: '2026-01-06', filingDate: '2024-01-02', priorityDate: null,
    cpc: [cpc.length === 4 ? `${cpc}3/063` : `${cpc}/063`], ipc: [], applicants: ['E2E Labs'], inventors: [], citations: [], familyKeys: [], source: 'e2e',
  };
  // A second, unrelated document: the file is JSON Lines (one object alone would read as a JSON document).
  const unrelated = { ...record, publicationNumber: `US${serial + 1}B2`, title: 'Garden hose reel', abstract: 'A hose reel.', cpc: ['B65H75/44'] };
  const file = `${JSON.stringify(record)}\n${JSON.stringify(unrelated)}\n`;
  const result = await importAsStaff(request, 'new-documents.jsonl', file);
  expect(result).toMatchObject({ imported: 2 });
  expect(result.watchNotifications).toBeGreaterThanOrEqual(1);

  // The notification arrives live; a second run of the same import notifies no one.
  await bell.expectUnread(unread + 1);
  await bell.open();
  await expect(bell.panel.getByText(new RegExp(`1 new document matches your watch .*${number}`))).toBeVisible();
  await bell.close();
  expect((await importAsStaff(request, 'new-documents.jsonl', file)).watchNotifications).toBe(0);

  await page.goto('/dashboard/scout/patents');
  await expect(page.getByTestId('watch-card').filter({ hasText: 'neural network in' }).getByTestId('watch-new-count')).toHaveText('1 new since your last visit.');
  await page.getByTestId('watch-card').filter({ hasText: 'neural network in' }).getByRole('button', { name: 'Show documents' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByTestId('patent-page')).toContainText('Neural network accelerator with sparse weights');
  await expect(page.getByText('No corpus document cites it yet.')).toBeVisible();
});

test('an investor uploads a portfolio CSV and downloads its XLSX pack', async ({ page, consoleWatch }) => {
  void consoleWatch;
  test.setTimeout(120_000);
  await signInAs(page, DEMO.pro);
  // The demo corpus imports in the background: wait until one of the portfolio's patents has landed.
  await expect(async () => {
    await page.goto('/dashboard/scout/patents/US5269177');
    await expect(page.getByTestId('patent-page')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.goto('/dashboard/acquisitions');
  await expect(page.getByRole('heading', { name: 'Acquisitions', level: 1 })).toBeVisible();
  // US 5,269,177 and D349814 are PatentsView grants of the e2e demo corpus; 1,234,567,890 is nobody's.
  await page.getByTestId('portfolio-csv').setInputFiles({ name: 'target-co.csv', mimeType: 'text/csv', buffer: Buffer.from('number,title\n"US 5,269,177",Bat sweet spot\nD349814,Foam insert\nUS1234567890,Unknown\n') });
  await expect(page.getByTestId('portfolio-numbers')).toHaveValue('US 5,269,177\nD349814\nUS1234567890');
  await expect(page.getByTestId('portfolio-name')).toHaveValue('target-co');
  await page.getByRole('button', { name: 'Create portfolio' }).click();
  await expect(page.getByText(/Portfolio created: 2 found, 1 not in the corpus/)).toBeVisible();
  await expect(page.getByTestId('portfolio-row')).toHaveCount(2);
  await expect(page.getByTestId('portfolio-table')).toContainText('US5269177');
  await expect(page.getByTestId('portfolio-missing')).toContainText('US1234567890');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^target-co-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe('PK');
});
