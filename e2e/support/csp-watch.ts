import type { Page } from '@playwright/test';

/** Every CSP violation the page reports, from the DOM event and from the console, whichever comes first. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}
