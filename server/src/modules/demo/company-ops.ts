import type { Queryable } from '../../platform/db/db';
import { findContractorByEmail, insertContractor } from '../contractors';
import { assignProject, findProjectByCode, insertProject } from '../timesheets';
import { findUserByEmail } from '../accounts';

/** Demo data: the projects staff book time to, with the employee and the developer assigned. */
const DEMO_PROJECTS = [
  { code: 'CORE', name: 'Analytics platform', client: 'iPrism (internal)' },
  { code: 'ACME', name: 'Acme Robotics pilot', client: 'Acme Robotics Inc.' },
  { code: 'DOCS', name: 'Documentation and training', client: 'iPrism (internal)' },
] as const;
const DEMO_BOOKERS = ['employee@iprism.example', 'developer@iprism.example'];

/** The developer account works as a contractor (demo data). */
const DEMO_CONTRACTOR = { name: 'Dev Developer', email: 'developer@iprism.example', company: 'Developer Studio GmbH', country: 'DE', hourlyRate: 85, currency: 'EUR', startDate: '2026-01-05', endDate: null, status: 'active' } as const;

/** Idempotent like the rest of the demo seed: only what is missing is added. */
export async function seedDemoCompanyOps(tx: Queryable): Promise<void> {
  for (const p of DEMO_PROJECTS) {
    const project = (await findProjectByCode(tx, p.code)) ?? (await insertProject(tx, p));
    for (const email of DEMO_BOOKERS) {
      const user = await findUserByEmail(tx, email);
      if (user) await assignProject(tx, project.id, user.id);
    }
  }
  if (!(await findContractorByEmail(tx, DEMO_CONTRACTOR.email))) await insertContractor(tx, DEMO_CONTRACTOR);
}
