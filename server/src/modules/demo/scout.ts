import type { Db } from '../../platform/db/db';
import { insertPortfolio } from '../acquisitions';
import { countPatents } from '../corpus';
import { insertWatch, insertWatchHits } from '../scout';
import { findUserByEmail } from '../accounts';
import { busiestSubclass, mostCited, portfolioPatents } from './repositories/demo-corpus-picks';
import { claimSeedMark } from './repositories/demo-seed-marks';

/** The accounts that find sample watches and a portfolio; the others show a first visit's empty pages. */
export const DEMO_SCOUT_ACCOUNTS = ['pro@lawfirm.example', 'standard@lawfirm.example'] as const;
/** Every seeded watch and portfolio says so in its name, so no one takes it for their own work. */
export const DEMO_LABEL = 'Demo: ';
const WATCH_RECENT = 10;
const PORTFOLIO_SIZE = 8;

/**
 * Gives the demo's law-firm accounts sample watches (the corpus's busiest CPC subclass, its most cited
 * patent) and a portfolio of corpus grants, once the corpus is there (DEMO=1). What the watches show was
 * in the corpus when they were made: it is recorded as found, never notified nor mailed as news. Once per
 * account (demo_seed_marks): a restart neither duplicates the samples nor restores one the visitor deleted.
 */
export async function seedDemoScout(db: Db): Promise<number> {
  if ((await countPatents(db)) === 0) return 0;
  let seeded = 0;
  for (const email of DEMO_SCOUT_ACCOUNTS) {
    const done = await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || !(await claimSeedMark(tx, `scout:${user.id}`))) return false;
      const field = await busiestSubclass(tx, WATCH_RECENT);
      if (field) {
        const w = await insertWatch(tx, user.id, {
          name: `${DEMO_LABEL}CPC ${field.symbol}${field.title ? ` — ${field.title}` : ''}`.slice(0, 200),
          kind: 'cpc', query: null, cpc: field.symbol, number: null, country: null, docNumber: null, digest: 'weekly',
        });
        await insertWatchHits(tx, w.id, field.recent);
      }
      const cited = await mostCited(tx, WATCH_RECENT);
      if (cited) {
        const w = await insertWatch(tx, user.id, {
          name: `${DEMO_LABEL}citations of ${cited.number}${cited.title ? ` (${cited.title})` : ''}`.slice(0, 200),
          kind: 'patent', query: null, cpc: null, number: cited.number, country: cited.country, docNumber: cited.docNumber, digest: 'none',
        });
        await insertWatchHits(tx, w.id, cited.citing);
      }
      const numbers = await portfolioPatents(tx, PORTFOLIO_SIZE);
      if (numbers.length > 0) await insertPortfolio(tx, user.id, `${DEMO_LABEL}sample portfolio of corpus grants`, numbers.map((n) => ({ given: n, publicationNumber: n })));
      return true;
    });
    if (done) seeded += 1;
  }
  return seeded;
}
