/** What the admin module offers the rest of the server: other modules and the app import it only from here. */
export { auditExport } from './audit/audit-export';
export { findAccount } from './repositories/admin-accounts';
export { auditContext, listAuditOfUser, recordAudit } from './repositories/audit-log';
export { requireIprismAdmin } from './admin-only';
export { adminRoutes } from './routes';
export { replaceLicense } from './license-change';
export { adminNotificationsRoutes } from './routes/notifications';
