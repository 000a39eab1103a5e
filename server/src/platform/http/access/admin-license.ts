import type { FastifyInstance } from 'fastify';
import { ADMIN_REQUIRED_MESSAGE, toSimplifiedLicenseType } from '@iprism/shared/contracts';
import type { Principal } from '../../../modules/auth';
import { appError } from '../../lib/errors';

/**
 * Decisions reserved to the admin licence (SPEC §6: the admin root needs licence type admin), on top of
 * the staff access the route declares: approving hours and invoices, not only seeing them.
 */
export async function requireAdminLicense(app: FastifyInstance, principal: Principal): Promise<void> {
  const info = await app.licensing.licenseInfo(principal.userId, principal.orgId, new Date());
  if (!info.hasValidLicense || toSimplifiedLicenseType(info.licenseType) !== 'admin') throw appError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
}
