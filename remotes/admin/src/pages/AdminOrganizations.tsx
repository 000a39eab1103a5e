import Stack from '@mui/material/Stack';
import { OrganizationsPanel } from '../features/back-office/OrganizationsPanel';

/** /admin/organizations (staff): every organisation, its licence, seats, members and credits. */
export default function AdminOrganizations() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <OrganizationsPanel />
    </Stack>
  );
}
