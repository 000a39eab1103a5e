import { PUBLIC_PATHS, auditPaths, groups, signedInPathsByAccount } from '../support/axe';
import { test, expect } from '../support/fixtures';

/**
 * The gate: every route of the route table, the not-found page included, has no serious or critical WCAG 2.2 AA
 * violation in either theme: public pages signed out, the others as the demo account each is meant for.
 */
test.describe('axe (WCAG 2.2 AA): no serious or critical violation in either theme', () => {
  for (const paths of groups(PUBLIC_PATHS)) {
    test(`signed out: ${paths.join(' ')}`, async ({ browser }) => {
      test.setTimeout(300_000);
      expect(await auditPaths(browser, paths)).toEqual([]);
    });
  }

  for (const [account, all] of signedInPathsByAccount()) {
    for (const paths of groups(all)) {
      test(`as ${account}: ${paths.join(' ')}`, async ({ browser }) => {
        test.setTimeout(300_000);
        expect(await auditPaths(browser, paths, account)).toEqual([]);
      });
    }
  }
});
