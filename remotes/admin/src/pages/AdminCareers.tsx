import Stack from '@mui/material/Stack';
import { ApplicationsCard } from '../features/careers/ApplicationsCard';
import { OpeningsCard } from '../features/careers/OpeningsCard';

/** /admin/careers (staff): openings for the public careers page and the applications inbox. */
export default function AdminCareers() {
  return (
    <Stack spacing={3}>
      <OpeningsCard />
      <ApplicationsCard />
    </Stack>
  );
}
