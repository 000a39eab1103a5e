import Stack from '@mui/material/Stack';
import { AuditLogPanel } from '../features/back-office/AuditLogPanel';
import { SecurityOverview } from '../features/back-office/SecurityOverview';

/** /admin/security-dashboard (signed in, staff): refusals over time, sessions, credential changes and the audit log. */
export default function AdminSecurityDashboard() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, minWidth: 0 }}>
      <SecurityOverview />
      <AuditLogPanel />
    </Stack>
  );
}
