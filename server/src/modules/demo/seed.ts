import { ORG_ADMIN_PERMISSIONS, ORG_MEMBER_PERMISSIONS } from '@iprism/shared/contracts';
import { hashPassword } from '../auth';
import { seedDemoRegistrations } from './registrations';
import type { Db, Queryable } from '../../platform/db/db';
import { addCreditEntry, findPlanByLicenseType, hasCreditEntries, insertLicense, type LicenseOwner, ownsCurrentLicense } from '../commerce';
import { addMembership, findMembership, findOrganization, findOrganizationBySlug, insertOrganization, setOrganizationAdmin } from '../organizations';
import { createUser, findUserByEmail, type UserRecord } from '../accounts';
import { DEMO_ACCOUNTS, DEMO_CREDITS, DEMO_ORGANIZATIONS, type DemoOrgKey } from './accounts';
import { seedDemoActivity } from './activity';
import { seedDemoCompanyOps } from './company-ops';
import { seedDemoTrademarks } from './trademarks';
import { lockDemoSeed } from './repositories/demo-seed-marks';

const YEAR_MS = 365 * 24 * 60 * 60_000;
/** Any fixed number: API nodes of one deployment starting together seed one after the other. */

/** Adds a licence unless the owner already holds a current one of that type (a restart must not stack licences). */
async function ensureLicense(db: Queryable, owner: LicenseOwner, type: string, seats: number, now: Date): Promise<void> {
  if (await ownsCurrentLicense(db, owner, type, now)) return;
  const plan = await findPlanByLicenseType(db, type);
  await insertLicense(db, { type, owner, planId: plan?.id ?? null, seats, startsAt: now, endsAt: new Date(now.getTime() + YEAR_MS) });
}

async function ensureCredits(db: Queryable, owner: LicenseOwner, amount: number): Promise<void> {
  if (!(await hasCreditEntries(db, owner))) await addCreditEntry(db, owner, amount, 'demo opening balance');
}

/**
 * Seeds the demo organisations, accounts, licences and credits (DEMO=1), then the new accounts'
 * notifications (activity.ts); the demo applications are uploaded once the app runs (applications.ts). Idempotent: every step
 * checks what exists, so it runs at each start; licences that ran out are renewed for a year.
 * One password for all accounts, hashed once. Nodes starting together on one PostgreSQL take a lock
 * first: each checks then inserts, so two at once would insert the same organisation twice.
 */
export async function seedDemo(db: Db, password: string, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await lockDemoSeed(tx);
    const orgIds = new Map<DemoOrgKey, string>();
    for (const o of DEMO_ORGANIZATIONS) {
      const org = (await findOrganizationBySlug(tx, o.slug)) ?? (await insertOrganization(tx, { name: o.name, slug: o.slug, adminId: null }));
      orgIds.set(o.key, org.id);
      if (o.license) {
        await ensureLicense(tx, { organizationId: org.id }, o.license.type, o.license.seats, now);
        await ensureCredits(tx, { organizationId: org.id }, DEMO_CREDITS);
      }
    }
    const created = new Map<string, UserRecord>();
    for (const a of DEMO_ACCOUNTS) {
      let user = await findUserByEmail(tx, a.email);
      if (!user) {
        user = await createUser(tx, { email: a.email, name: a.name, emailVerified: true, passwordHash, publicRole: a.publicRole ?? null, organizationStatus: a.organizationStatus ?? null });
        created.set(a.email, user);
      }
      if (a.membership) {
        const orgId = orgIds.get(a.membership.org);
        if (!orgId) throw new Error(`demo organisation ${a.membership.org} missing`);
        if (!(await findMembership(tx, user.id, orgId))) {
          const permissions = [...(a.membership.role === 'org:admin' ? ORG_ADMIN_PERMISSIONS : ORG_MEMBER_PERMISSIONS)];
          await addMembership(tx, { organizationId: orgId, userId: user.id, role: a.membership.role, permissions });
        }
        if (a.membership.role === 'org:admin' && !(await findOrganization(tx, orgId))?.adminId) await setOrganizationAdmin(tx, orgId, user.id);
      }
      if (a.userLicense) await ensureLicense(tx, { userId: user.id }, a.userLicense, 1, now);
      if (a.credits !== undefined) await ensureCredits(tx, { userId: user.id }, a.credits);
    }
    const pro = created.get('pro@lawfirm.example');
    const admin = created.get('admin@iprism.example');
    await seedDemoActivity(tx, { pro: pro && { userId: pro.id, name: pro.name }, admin: admin && { userId: admin.id } });
    await seedDemoRegistrations(tx);
    await seedDemoCompanyOps(tx);
    await seedDemoTrademarks(tx);
  });
}
