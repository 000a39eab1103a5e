import Stack from '@mui/material/Stack';
import { CorpusPanel } from '../features/corpus/CorpusPanel';
import { SupportTicketsPanel } from '../features/support/SupportTicketsPanel';

/** /admin (staff only): the support tickets waiting for an answer, and the platform's state. */
export default function AdminHome() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <SupportTicketsPanel />
      <CorpusPanel />
    </Stack>
  );
}
