import { auditPaths, groups, signedInPathsByAccount } from '../support/axe';
import { test, expect } from '../support/fixtures';

/** Every signed-in page, as the demo account it is meant for, in both themes (`pnpm audit:a11y`). */
test.describe('axe (WCAG 2.2 AA) on the signed-in application', () => {
  for (const [account, all] of signedInPathsByAccount()) {
    for (const paths of groups(all)) {
      test(`as ${account}: ${paths.join(' ')}`, async ({ browser }) => {
        test.setTimeout(300_000);
        expect(await auditPaths(browser, paths, account)).toEqual([]);
      });
    }
  }
});
