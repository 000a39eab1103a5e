import type { Page, Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { ROUTES } from '@iprism/shared/contracts';
import { NEWSROOM_SEED_ARTICLES } from '../../server/src/platform/db/migrations/002-newsroom-articles';

/** The newest seeded article comes first in the list; any seeded one has a page. */
const [NEWEST_ARTICLE, ...OLDER_ARTICLES] = [...NEWSROOM_SEED_ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const SEEDED = OLDER_ARTICLES[1] ?? NEWEST_ARTICLE!;

/** Every public page the marketing remote serves, with real values for the route parameters. */
const MARKETING_PAGES = [
  '/',
  '/test',
  '/prose',
  '/terms',
  '/careers',
  '/contact',
  '/pricing',
  '/privacy',
  '/support',
  '/feedback',
  '/products',
  '/security',
  '/thank-you',
  '/logger-test',
  '/unsubscribe',
  '/accessibility',
  '/dev-csrf-test',
  '/documentation',
  '/newsroom',
  `/newsroom/${SEEDED.id}`,
  '/verification-sent',
  '/about',
];
/** Public screens the host draws itself. */
const HOST_PAGES = ['/unauthorized', '/sign-in', '/sign-up'];
/** Public routes left out above, and why. */
const NOT_VISITED: Record<string, string> = {
  '/agreement/:token': 'needs an agreement token issued from the admin area (the not-found and view states are tested below)',
  '/accept-invite': 'needs an invitation token',
};

/** A route pattern as a visitable path: `/sign-up/*` → `/sign-up`, `/newsroom/:id` → a seeded article. */
function visitable(path: string): string {
  return path.replace(/\/\*$/, '').replace(':id', SEEDED.id);
}

function formResponse(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
}

test('the page list covers every public route of the route table', () => {
  const publicRoutes = ROUTES.filter((r) => r.meta.public && !(r.path in NOT_VISITED));
  const marketing = publicRoutes.filter((r) => 'remote' in r.page && r.page.remote === 'marketing').map((r) => visitable(r.path));
  const host = publicRoutes.filter((r) => 'host' in r.page).map((r) => visitable(r.path));
  expect(new Set(marketing)).toEqual(new Set(MARKETING_PAGES));
  expect(new Set(host)).toEqual(new Set(HOST_PAGES));
});

test.describe('every public page', () => {
  for (const path of [...MARKETING_PAGES, ...HOST_PAGES]) {
    test(`${path} renders its heading and an iPrism title`, async ({ page, consoleWatch }) => {
      void consoleWatch;
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(/\S/);
      await expect(page).toHaveTitle(/iPrism/);
      // Data a page loads after its first paint (newsroom) must arrive without console errors too.
      await page.waitForLoadState('networkidle');
    });
  }
});

test.describe('SEO tags', () => {
  const CASES = [
    { path: '/', title: 'iPrism — AI-powered patent analytics', description: /^AI-powered patent analytics platform for attorneys and investors: claim analysis/ },
    { path: '/pricing', title: 'Pricing | iPrism', description: /^Per-seat plans for law firms/ },
  ];

  for (const c of CASES) {
    test(`${c.path} has description, Open Graph, Twitter and Organization JSON-LD`, async ({ page, baseURL, consoleWatch }) => {
      void consoleWatch;
      await page.goto(c.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', c.description);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', c.title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', c.description);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(c.path, baseURL).href);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', c.title);
      for (const selector of ['meta[name="description"]', 'meta[property="og:title"]', 'meta[name="twitter:card"]']) await expect(head.locator(selector)).toHaveCount(1);

      const jsonLd = head.locator('script[type="application/ld+json"]');
      await expect(jsonLd).toHaveCount(1);
      const data = JSON.parse((await jsonLd.textContent()) ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'iPrism', url: new URL(baseURL!).origin });
    });
  }

  test('in-app navigation updates the tags without duplicating them', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/');
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'iPrism — AI-powered patent analytics');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing | iPrism');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^Per-seat plans/);
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page).toHaveTitle('Pricing | iPrism');
  });
});

test.describe('/#features', () => {
  /** The section has scrolled up under the sticky header: the page moved and the section starts near the top. */
  async function expectFeaturesAtTop(page: Page) {
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const top = document.getElementById('features')?.getBoundingClientRect().top ?? Number.NaN;
            return window.scrollY > 0 && top >= 0 && top <= 150;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Everything a filing needs, in one analysis' })).toBeInViewport();
  }

  test('opening it scrolls the features section to the top', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/#features');
    await expectFeaturesAtTop(page);
  });

  test('following the Features link of the not-found page scrolls to the section', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/no/such/page');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await page.getByRole('link', { name: /^Features/ }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expectFeaturesAtTop(page);
  });
});

test.describe('contact form', () => {
  test('shows the shared schema messages, then sends and confirms', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByTestId('contact-form-error')).toHaveText('Some fields need your attention. Please check the highlighted fields.');
    for (const message of ['Please enter your name.', 'Please enter your email address.', 'Please choose a topic.', 'Please write at least 10 characters so we can help.'])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Full name').fill('Ada Lovelace');
    await expect(form.getByText('Please enter your name.', { exact: true })).toBeHidden();
    await form.getByLabel('Work email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();

    await form.getByLabel('Work email').fill('ada@example.com');
    await form.getByLabel('Firm or company').fill('Analytical Engines LLP');
    await form.getByLabel('Topic').selectOption('demo');
    await form.getByLabel('Message').fill('We file about forty applications a year and would like a demo on one of them.');
    const sent = formResponse(page, '/api/forms/contact');
    await form.getByRole('button', { name: 'Send message' }).click();

    const response = await sent;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String) });
    expect(response.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines LLP',
      topic: 'demo',
      message: 'We file about forty applications a year and would like a demo on one of them.',
    });
    await expect(page).toHaveURL(/\/thank-you\?form=contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, your message is with our team');
    await expect(page.getByTestId('toast-message').filter({ hasText: 'Your message is with our team.' })).toBeVisible();
  });

  test('a topic in the address preselects the topic', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/contact?topic=sales');
    await expect(page.getByTestId('contact-form').getByLabel('Topic')).toHaveValue('sales');
  });
});

test.describe('contact endpoint', () => {
  test('answers 400 with one message per invalid field', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: { name: 'A', email: 'not-an-email', topic: 'lunch', message: 'hi' } });
    expect(res.status()).toBe(400);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: [
        { path: 'name', message: 'Please enter your name.' },
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'topic', message: 'Please choose a topic.' },
        { path: 'message', message: 'Please write at least 10 characters so we can help.' },
      ],
    });
  });

  test('answers 400 to a body that is not a submission', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: ['not', 'an', 'object'] });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  test('stores a valid submission and answers 201 with its id', async ({ request }) => {
    const res = await request.post('/api/forms/contact', { data: { name: 'Grace Hopper', email: 'grace@example.com', topic: 'sales', message: 'Pricing for a team of twelve, please.' } });
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String) });
  });
});

test.describe('newsroom', () => {
  test('lists the seeded articles and opens one', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/newsroom');
    const titles = page.getByTestId('newsroom-article').getByRole('heading', { level: 2 });
    // Other specs publish articles of their own (the newsroom editor's): the seeded ones keep their order among them.
    const seeded = [NEWEST_ARTICLE!.title, ...OLDER_ARTICLES.map((a) => a.title)];
    await expect(titles.first()).toBeVisible();
    const listed = await titles.allTextContents();
    expect(listed.filter((t) => seeded.includes(t))).toEqual(seeded);

    await page.getByRole('link', { name: SEEDED.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/newsroom/${SEEDED.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.title);
    await expect(page.getByText(SEEDED.summary, { exact: true })).toBeVisible();
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');

    await page.getByRole('link', { name: 'All news' }).click();
    await expect(page).toHaveURL(/\/newsroom$/);
    await expect(titles).toHaveCount(listed.length);
  });

  test('an unknown article shows a not-found state with a way back', async ({ page, consoleWatch }) => {
    // The browser logs the API's 404 as a failed resource load; that one is expected here.
    consoleWatch.allow(/status of 404/);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/newsroom/no-such-article');
    await page.goto('/newsroom/no-such-article');
    expect((await answered).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByTestId('newsroom-not-found')).toContainText('There is no newsroom article at this address.');
    await page.getByRole('link', { name: 'Browse all news' }).click();
    await expect(page).toHaveURL(/\/newsroom$/);
    await expect(page.getByRole('link', { name: NEWEST_ARTICLE!.title, exact: true })).toBeVisible();
  });
});

test.describe('careers application', () => {
  test('applying for an opening sends the application', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply for Patent Data Engineer' }).click();
    const form = page.getByTestId('careers-form');
    await expect(form.getByLabel('Role')).toHaveValue('Patent Data Engineer');
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Links').fill('https://github.com/ada\nhttps://example.com/notes');
    await form.getByLabel('Cover note').fill('I have built patent data pipelines for six years, most recently normalizing DOCDB references at scale.');
    const sent = formResponse(page, '/api/careers/submit-application');
    await form.getByRole('button', { name: 'Send application' }).click();

    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ role: 'Patent Data Engineer', links: ['https://github.com/ada', 'https://example.com/notes'] });
    await expect(page).toHaveURL(/\/thank-you\?form=careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for applying to iPrism');
  });
});

test.describe('feedback form', () => {
  test('shows what is missing, then sends the feedback', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/feedback');
    const form = page.getByTestId('feedback-form');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    for (const message of ['Please choose a rating.', 'Please choose an area.', 'Please write at least 5 characters so we can help.'])
      await expect(form.getByText(message, { exact: true })).toBeVisible();

    await form.getByRole('radio', { name: '4 – Good' }).check();
    await expect(form.getByText('Please choose a rating.', { exact: true })).toBeHidden();
    await form.getByLabel('What is it about?').selectOption('ids');
    await form.getByLabel('Your feedback').fill('The DOCDB normalization saved me an afternoon on a long IDS.');
    const sent = formResponse(page, '/api/forms/feedback');
    await form.getByRole('button', { name: 'Send feedback' }).click();

    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ rating: 4, area: 'ids', message: 'The DOCDB normalization saved me an afternoon on a long IDS.' });
    await expect(page).toHaveURL(/\/thank-you\?form=feedback$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your feedback');
  });
});

test.describe('pricing', () => {
  test('shows the Pilot and Toolbox plan families', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/pricing');
    const families = page.getByRole('group', { name: 'Product family' });
    const pilot = families.getByRole('button', { name: 'Pilot', exact: true });
    const toolbox = families.getByRole('button', { name: 'Toolbox', exact: true });
    await expect(pilot).toHaveAttribute('aria-pressed', 'true');
    await expect(toolbox).toHaveAttribute('aria-pressed', 'false');

    const plans = page.getByRole('region', { name: 'Pilot plans' });
    await expect(plans).toBeVisible();
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Law Firm Standard', 'Law Firm Pro', 'Organization', 'Education', 'Add-on: Client portal seat']);
    await expect(page.getByTestId('plan-PilotLawFirmStandard').getByTestId('plan-price')).toHaveText('$208');
    await page.getByRole('group', { name: 'Billing cycle' }).getByRole('button', { name: 'Monthly' }).click();
    await expect(page.getByTestId('plan-PilotLawFirmStandard').getByTestId('plan-price')).toHaveText('$249');

    await toolbox.click();
    await expect(toolbox).toHaveAttribute('aria-pressed', 'true');
    const toolboxPlans = page.getByRole('region', { name: 'Toolbox plans' });
    await expect(toolboxPlans.getByRole('heading', { level: 3 })).toHaveText(['Law Firm Standard', 'Law Firm Pro', 'Organization', 'Education']);
    await expect(page.getByTestId('plan-ToolboxLawFirmPro')).toBeVisible();
    await expect(page.getByTestId('plan-PilotClientPortal')).toHaveCount(0);
  });
});

test.describe('legal pages and documentation', () => {
  test('terms list their sections and the contents link to each one', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByTestId('last-updated')).toHaveText('Last updated November 1, 2026');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await toc.getByRole('link', { name: /Fees and payment/ }).click();
    await expect(page).toHaveURL(/\/terms#fees$/);
    const heading = page.getByRole('heading', { level: 2, name: /Fees and payment/ });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('the privacy policy opens at an anchor', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/privacy#sub-processors');
    await expect(page.getByRole('heading', { level: 2, name: /Sub-processors/ })).toBeInViewport();
  });

  test('the guide side navigation scrolls to its sections', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/documentation');
    const nav = page.getByRole('navigation', { name: 'Guide sections' });
    await expect(nav.getByRole('link')).toHaveCount(13);
    await nav.getByRole('link', { name: 'The six stages' }).click();
    await expect(page).toHaveURL(/\/documentation#stages$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The six stages' })).toBeInViewport();
    await expect(page.getByTestId('stages-table').locator('tbody tr')).toHaveCount(6);
    await expect(nav.getByRole('link', { name: 'The six stages' })).toHaveAttribute('aria-current', 'location');

    await nav.getByRole('link', { name: 'How accurate it is' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How accurate it is' })).toBeInViewport();
    const claimCpc = page.getByTestId('quality-table').getByRole('row', { name: /CPC subclass from a claim alone/ });
    await expect(claimCpc).toContainText(/right first \d+\.\d %, among the top three \d+\.\d %/);
    await expect(claimCpc).toContainText('five-fold cross-validation');
  });

  test('a support help topic opens the matching guide section', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/support');
    await page.getByRole('link', { name: /Uploading documents/ }).click();
    await expect(page).toHaveURL(/\/documentation#upload$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Upload an application and its IDS' })).toBeInViewport();
  });
});

test.describe('support form', () => {
  test('shows what is missing, then opens a request', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/support');
    const form = page.getByTestId('support-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('support-form-error')).toHaveText('Some fields need your attention. Please check the highlighted fields.');
    for (const message of ['Please enter your name.', 'Please enter your email address.', 'Please choose what your request is about.', 'Please add a short subject.'])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('What is it about?').selectOption('uploads');
    await form.getByRole('radio', { name: /Urgent/ }).check();
    await form.getByLabel('Subject').fill('Upload stops at 40%');
    await form.getByLabel('Description').fill('The upload of a 300-page DOCX stops at 40% and never finishes.');
    const sent = formResponse(page, '/api/forms/support');
    await form.getByRole('button', { name: 'Send request' }).click();

    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      category: 'uploads',
      priority: 'urgent',
      subject: 'Upload stops at 40%',
      message: 'The upload of a 300-page DOCX stops at 40% and never finishes.',
    });
    await expect(page).toHaveURL(/\/thank-you\?form=support$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your support request is open');
  });
});

test.describe('unsubscribe', () => {
  test('prefills the address from the link and confirms inline', async ({ page, consoleWatch }) => {
    void consoleWatch;
    // A mail client that leaves the plus sign unencoded: it reaches the page as a space.
    await page.goto('/unsubscribe?email=ada+news@example.com');
    const form = page.getByTestId('unsubscribe-form');
    await expect(form.getByLabel('Email address')).toHaveValue('ada+news@example.com');
    await form.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(form.getByText('Please choose a reason.', { exact: true })).toBeVisible();

    await form.getByRole('radio', { name: 'I get too many emails' }).check();
    const sent = formResponse(page, '/api/forms/unsubscribe');
    await form.getByRole('button', { name: 'Unsubscribe' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ email: 'ada+news@example.com', reason: 'too-frequent' });

    await expect(page).toHaveURL(/\/unsubscribe\?/);
    const success = page.getByTestId('unsubscribe-success');
    await expect(success.getByRole('heading', { level: 2 })).toHaveText("You're unsubscribed");
    await expect(success.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(success).toContainText('ada+news@example.com');
    await expect(page.getByTestId('toast-message').filter({ hasText: "You're unsubscribed" })).toBeVisible();
  });
});

test.describe('verification sent', () => {
  const EMAIL = 'ada@example.com';

  test('shows the address, resends the link and hides the dev outbox when there is none', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404/);
    // Outside demo mode the outbox answers 404.
    await page.route('**/api/dev/outbox?*', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404,"code":"NOT_FOUND","message":"Not found"}' }));
    await page.route('**/api/auth/resend-verification', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: '{"status":"accepted","message":"ok"}' }));
    const outbox = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dev/outbox');
    await page.goto(`/verification-sent?email=${encodeURIComponent(EMAIL)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await expect(page.getByTestId('verification-address')).toContainText(EMAIL);
    await outbox;

    const resent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/resend-verification');
    await page.getByRole('button', { name: 'Resend link' }).click();
    expect((await resent).postDataJSON()).toEqual({ email: EMAIL });
    await expect(page.getByTestId('toast-message').filter({ hasText: 'If an account exists for that address, we have sent a new link.' })).toBeVisible();
    await expect(page.getByTestId('dev-outbox')).toHaveCount(0);
    await expect(page.getByTestId('resend-form').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  test('shows the server message when resending too often', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of (404|429)/);
    await page.route('**/api/auth/resend-verification', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Please wait a minute before asking for another link.' }) }),
    );
    await page.goto(`/verification-sent?email=${encodeURIComponent(EMAIL)}`);
    await page.getByRole('button', { name: 'Resend link' }).click();
    await expect(page.getByTestId('resend-error')).toHaveText('Please wait a minute before asking for another link.');
  });

  test('after a real sign-up, the demo outbox shows the verification link', async ({ page, request, baseURL, consoleWatch }) => {
    void consoleWatch;
    const email = `verify-${Date.now()}@example.com`;
    const signUp = await request.post('/api/auth/sign-up', { data: { name: 'Ada Lovelace', email, password: 'correct horse battery staple' } });
    expect(signUp.status()).toBe(202);
    await page.goto(`/verification-sent?email=${encodeURIComponent(email)}`);
    const panel = page.getByTestId('dev-outbox');
    await expect(panel.getByTestId('dev-outbox-message')).toHaveCount(1);
    await expect(panel.getByTestId('outbox-link').first()).toHaveAttribute('href', new RegExp(`^${baseURL}/`));
  });

  test('lists the demo outbox with same-origin links only', async ({ page, baseURL, consoleWatch }) => {
    void consoleWatch;
    const link = `${baseURL}/sign-up/verify-email?token=abc123`;
    await page.route('**/api/dev/outbox?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          emails: [
            { id: '1', to: EMAIL, subject: 'Confirm your email', text: `Open ${link} to confirm.\nNot us: https://evil.test/phish`, kind: 'verify-email', createdAt: '2026-11-01T10:00:00Z' },
            { id: '2', to: 'someone@else.test', subject: 'Other', text: 'x', kind: 'verify-email', createdAt: '2026-11-01T11:00:00Z' },
          ],
        }),
      }),
    );
    await page.goto(`/verification-sent?email=${encodeURIComponent(EMAIL)}`);
    const panel = page.getByTestId('dev-outbox');
    await expect(panel.getByRole('heading', { name: 'Demo mode: open the dev outbox' })).toBeVisible();
    await expect(panel.getByTestId('dev-outbox-message')).toHaveCount(1);
    await expect(panel.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(panel.getByTestId('outbox-link')).toHaveCount(1);
    await expect(panel).toContainText('https://evil.test/phish');
  });
});

test.describe('agreement', () => {
  test('an unknown token shows the not-found state', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404/);
    await page.goto('/agreement/no-such-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agreement not found');
    await expect(page.getByTestId('agreement-not-found')).toContainText('invalid or has expired');
  });

  test('a valid agreement shows its title, parties, status and text', async ({ page, consoleWatch }) => {
    void consoleWatch;
    const now = Date.now();
    await page.route('**/api/agreements/tok-1', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          token: 'tok-1',
          title: 'Pilot evaluation agreement',
          body: '## Scope\n\nThe customer may evaluate **iPrism** for 30 days.',
          issuedAt: new Date(now - 86_400_000).toISOString(),
          expiresAt: new Date(now + 86_400_000).toISOString(),
        }),
      }),
    );
    await page.goto('/agreement/tok-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pilot evaluation agreement');
    await expect(page.getByTestId('agreement-status')).toHaveText('Active');
    await expect(page.getByRole('heading', { level: 2, name: 'Parties' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Scope' })).toBeVisible();
  });
});

test.describe('developer pages', () => {
  test('logger test writes entries, filters, keeps debug mode and clears', async ({ page, consoleWatch }) => {
    // The console logger echoes entries to the browser console, ERROR ones as console errors.
    consoleWatch.allow(/\[e2e\]/);
    await page.goto('/logger-test');
    await page.getByLabel('Category').fill('e2e');
    await page.getByLabel('Message').fill('hello from e2e');
    for (const level of ['DEBUG', 'INFO', 'WARN', 'ERROR']) await page.getByRole('button', { name: `Log ${level}` }).click();

    const memory = page.getByTestId('log-table-memory');
    await expect(memory.locator('tbody tr')).toHaveCount(4);
    await expect(page.getByRole('tab', { name: /In memory \(4\/500\)/ })).toBeVisible();
    await page.getByLabel('Show levels').selectOption('WARN');
    await expect(memory.locator('tbody tr')).toHaveCount(2);
    await page.getByRole('tab', { name: /Saved/ }).click();
    await expect(page.getByTestId('log-table-saved').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('tab', { name: /Debug log \(2\/1000\)/ }).click();

    const toggle = page.getByRole('switch', { name: /Debug mode/ });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    expect(await page.evaluate(() => localStorage.getItem('debugMode'))).toBe('off');
    await page.reload();
    await expect(page.getByRole('switch', { name: /Debug mode/ })).not.toBeChecked();
    await expect(page.getByRole('tab', { name: /In memory \(4\/500\)/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as JSON' }).click();
    expect((await download).suggestedFilename()).toMatch(/^iprism-logs-.*\.json$/);

    await page.getByRole('button', { name: 'Clear logs' }).click();
    await expect(page.getByRole('tab', { name: /In memory \(0\/500\)/ })).toBeVisible();
    await page.getByRole('switch', { name: /Debug mode/ }).check();
  });

  test('the security-token page asks to sign in when there is no session', async ({ page, consoleWatch }) => {
    void consoleWatch;
    await page.goto('/dev-csrf-test');
    await expect(page.getByTestId('csrf-signed-out')).toContainText('Sign in to test the security-token flow.');
    await expect(page.getByRole('button', { name: 'Fetch token' })).toBeDisabled();
  });
});
