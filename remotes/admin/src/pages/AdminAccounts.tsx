import Stack from '@mui/material/Stack';
import { AccountsPanel } from '../features/back-office/AccountsPanel';

/** /admin/accounts (staff): find any account and run it — licence, credits, suspension, sessions. */
export default function AdminAccounts() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <AccountsPanel />
    </Stack>
  );
}
