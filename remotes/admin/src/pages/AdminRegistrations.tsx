import Stack from '@mui/material/Stack';
import { RegistrationsPanel } from '../features/back-office/RegistrationsPanel';

/** /admin/registrations (staff): the queue of organisation sign-ups with their practitioner checks. */
export default function AdminRegistrations() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <RegistrationsPanel />
    </Stack>
  );
}
