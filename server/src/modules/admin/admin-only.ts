import type { FastifyRequest } from 'fastify';
import { ADMIN_REQUIRED_MESSAGE, STAFF_LICENSE_TYPES } from '@iprism/shared/contracts';
import { requirePrincipal } from '../auth';
import { appError } from '../../platform/lib/errors';

/** The {product}Admin licence: the one staff licence that opens the /admin root and may edit route rules (SPEC §2). */
const ADMIN_LICENSE_TYPE = STAFF_LICENSE_TYPES[0];

/**
 * For calls declared STAFF that only an administrator may make (employees and developers see the back
 * office but do not steer it): 403 with the admin-required message otherwise.
 */
export async function requireIprismAdmin(req: FastifyRequest): Promise<string> {
  const principal = requirePrincipal(req);
  const resolved = await req.server.licensing.resolve(principal.userId, principal.orgId, new Date());
  if (!resolved.hasValidLicense || resolved.license.type !== ADMIN_LICENSE_TYPE) throw appError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
  return principal.userId;
}
