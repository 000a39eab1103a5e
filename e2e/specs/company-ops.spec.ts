import type { Browser, Page } from '@playwright/test';
import { test, expect, watchConsole } from '../support/fixtures';
import { DEMO, signInAs } from '../support/sign-in';

/** Fresh text per run: the server's data outlives a single test. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function newVisitor(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const watch = watchConsole(page);
  return {
    page,
    close: async () => {
      await context.close();
      expect(watch.errors, 'console errors of the second browser').toEqual([]);
    },
  };
}

test('an agreement is sent, opened from the outbox link, agreed, and its certificate downloaded', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  // Two browsers, two downloads and e-mail: longer than the default budget on a busy machine.
  test.setTimeout(120_000);
  const title = unique('Contractor NDA');
  const email = `dana.${Date.now().toString(36)}@contractor.example`;
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/agreements');
  await page.getByTestId('agreement-title').fill(title);
  await page.getByTestId('agreement-recipient-name').fill('Dana Contractor');
  await page.getByTestId('agreement-recipient-email').fill(email);
  await page.getByTestId('agreement-body').fill('## Confidentiality\n\nThe contractor keeps everything learned about iPrism confidential for three years.');
  await page.getByTestId('agreement-send').click();
  await expect(page.getByTestId('agreement-sent-url')).toBeVisible();
  const row = page.getByTestId('agreement-row').filter({ hasText: title });
  await expect(row.getByTestId('agreement-state')).toHaveText('Sent');

  // The recipient follows the link in their e-mail (the demo outbox).
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { emails: { text: string }[] };
  const link = /https?:\/\/\S+\/agreement\/\S+/.exec(outbox.emails[0]!.text)![0];
  const visitor = await newVisitor(browser);
  await visitor.page.goto(new URL(link).pathname);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.page.getByTestId('agree-submit').click();
  await expect(visitor.page.getByText('Please type your full name.')).toBeVisible();
  await visitor.page.getByTestId('signer-name').fill('Dana Contractor');
  await visitor.page.getByTestId('signer-consent').click();
  await visitor.page.getByTestId('agree-submit').click();
  await expect(visitor.page.getByTestId('agreement-agreed')).toContainText('Agreed by Dana Contractor');
  const download = visitor.page.waitForEvent('download');
  await visitor.page.getByTestId('certificate-download').click();
  expect((await download).suggestedFilename()).toMatch(/^agreement-certificate-agr_\w+\.pdf$/);
  await visitor.close();

  await page.reload();
  await expect(row.getByTestId('agreement-state')).toHaveText('Agreed');
  const adminDownload = page.waitForEvent('download');
  await row.getByTestId('agreement-certificate').click();
  expect((await adminDownload).suggestedFilename()).toMatch(/\.pdf$/);
});

test('an unknown agreement link shows a clear page, not the error page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  await page.goto('/agreement/this-link-does-not-exist-0000000000000000000', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('agreement-not-found')).toBeVisible();
});

test('an employee submits a week and an administrator approves it', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  await signInAs(page, DEMO.employee);
  await page.goto('/employee/hours');
  const first = page.locator('[data-testid^="hours-CORE-"]').first();
  await first.fill('7.5');
  await page.locator('[data-testid^="hours-ACME-"]').nth(1).fill('0.25');
  await expect(page.getByText('Use half-hour steps, e.g. 7.5.')).toBeVisible();
  await page.locator('[data-testid^="hours-ACME-"]').nth(1).fill('2');
  await page.getByTestId('hours-save').click();
  await expect(page.getByText('Hours saved.')).toBeVisible();
  await expect(page.getByTestId('week-total')).toHaveText('9.5 h');
  await page.getByTestId('hours-submit').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('week-status')).toContainText('Submitted');
  await expect(first).toHaveAttribute('readonly', '');

  const admin = await newVisitor(browser);
  await signInAs(admin.page, DEMO.admin);
  await admin.page.goto('/admin/hours');
  const week = admin.page.getByTestId('pending-week').filter({ hasText: 'Emery Employee' });
  await expect(week).toContainText('9.5 h');
  await week.getByTestId('week-approve').click();
  await expect(admin.page.getByText('Approved 9.5 h for Emery Employee.')).toBeVisible();
  await expect(week).toHaveCount(0);
  await admin.close();

  await page.goto('/employee');
  await expect(page.getByTestId('home-this-week')).toContainText('9.5 h');
  await expect(page.getByTestId('home-this-week')).toContainText('approved');
});

test('new terms: a signed-in user must accept before going on; declining signs them out', async ({ page, consoleWatch }) => {
  void consoleWatch;
  // The pending version is answered by the test so that no real version blocks the other specs' users.
  const pending = { pending: { id: 'trm_e2e', version: '9.9', effectiveAt: new Date().toISOString(), changeSummary: 'We now describe how AI output may be used.' } };
  await page.route('**/api/terms/pending', (route) => route.fulfill({ json: pending }));
  await page.route('**/api/terms/accept', (route) => route.fulfill({ json: { pending: null } }));
  await signInAs(page, DEMO.pro);
  await page.goto('/dashboard/patent');
  const gate = page.getByTestId('terms-gate');
  await expect(gate).toContainText('We now describe how AI output may be used.');
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await gate.getByTestId('terms-accept').click();
  await expect(gate).toHaveCount(0);

  await page.reload();
  await page.getByTestId('terms-gate').getByTestId('terms-decline').click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('You declined the updated Terms of Service')).toBeVisible();
});

test('an administrator publishes an article and a visitor reads it', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  const title = unique('Claim charts export to Word');
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/newsroom');
  await page.getByTestId('article-new').click();
  await page.getByTestId('article-title').fill(title);
  await expect(page.getByTestId('article-id')).toHaveValue(/^claim-charts-export-to-word-/);
  const id = await page.getByTestId('article-id').inputValue();
  await page.getByTestId('article-summary').fill('Invalidity claim charts now export to Word with the cited passages.');
  await page.getByTestId('article-body').fill('## What is new\n\nClaim charts export to **Word** with the cited passages beside each element.');
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'What is new' })).toBeVisible();
  await page.getByTestId('article-save').click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  const visitor = await newVisitor(browser);
  const draftAnswer = await visitor.page.request.get(`/api/newsroom/${id}`);
  expect(draftAnswer.status()).toBe(404);

  await page.getByTestId('article-publish').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByText('Article published.')).toBeVisible();

  await visitor.page.goto('/newsroom');
  await visitor.page.getByRole('link', { name: title }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.page.locator('strong', { hasText: 'Word' })).toBeVisible();
  const rss = await (await visitor.page.request.get('/newsroom/rss.xml')).text();
  expect(rss).toContain(`<title>${title}</title>`);
  await visitor.close();
});

test('a newsroom article page carries its Open Graph tags in the HTML the server sends', async ({ page, consoleWatch }) => {
  void consoleWatch;
  const list = (await (await page.request.get('/api/newsroom')).json()) as { articles: { id: string; title: string; summary: string }[] };
  const article = list.articles[0]!;
  // What a crawler reads: the page as sent, no script run.
  const html = await (await page.request.get(`/newsroom/${article.id}`)).text();
  const og = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(og('og:type')).toBe('article');
  expect(og('og:url')).toMatch(new RegExp(`/newsroom/${article.id}$`));
  const escaped = article.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
  expect(og('og:title')).toContain(escaped);
  expect(og('og:description')).toBeTruthy();
  expect(og('og:image')).toMatch(/^https?:\/\//);
});

test('a visitor applies with a CV and an administrator downloads it from the inbox', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  test.setTimeout(120_000);
  const name = unique('Ada Lovelace');
  const visitor = await newVisitor(browser);
  await visitor.page.goto('/careers');
  const form = visitor.page.getByTestId('careers-form');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(`ada.${Date.now().toString(36)}@candidate.example`);
  await form.getByLabel('Role').selectOption('Open application');
  await form.getByLabel('Cover note').fill('I have built patent data pipelines for six years, most recently normalizing DOCDB references at scale.');
  await form.getByLabel('CV (optional)').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(form.getByText('setup.exe is not a PDF, Word (DOCX) or plain-text document.')).toBeVisible();
  await form.getByLabel('CV (optional)').setInputFiles({ name: 'ada-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(`${name}\nPatent data engineer, six years of DOCDB and bulk data pipelines.\n`) });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(visitor.page).toHaveURL(/\/thank-you\?form=careers$/);
  await visitor.close();

  await signInAs(page, DEMO.admin);
  await page.goto('/admin/careers');
  const application = page.getByTestId('application').filter({ hasText: name });
  const download = page.waitForEvent('download');
  await application.getByTestId('application-cv').click();
  expect((await download).suggestedFilename()).toBe('ada-cv.txt');
});

test('staff see a demo request on /admin with a reply link', async ({ page, browser, consoleWatch }) => {
  void consoleWatch;
  const name = unique('Grace Hopper');
  const email = `grace.${Date.now().toString(36)}@firm.example`;
  const visitor = await newVisitor(browser);
  await visitor.page.goto('/contact');
  const form = visitor.page.getByTestId('demo-form');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Firm or company').fill('Analytical LLP');
  await form.getByLabel('Your role').fill('Partner');
  await form.getByLabel('Firm size').selectOption({ index: 1 });
  await form.getByLabel('Preferred times').fill('Tuesday afternoon, CET');
  await form.getByRole('button', { name: 'Book a demo' }).click();
  await expect(visitor.page).toHaveURL(/\/thank-you\?form=demo$/);
  await visitor.close();

  await signInAs(page, DEMO.admin);
  await page.goto('/admin');
  const request = page.getByTestId('sales-request').filter({ hasText: name });
  await expect(request).toContainText('Tuesday afternoon, CET');
  await expect(request.getByRole('link', { name: `Reply to ${name} by e-mail` })).toHaveAttribute('href', new RegExp(`^mailto:${encodeURIComponent(email)}\\?subject=`));
});
