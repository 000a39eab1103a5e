import Stack from '@mui/material/Stack';
import { OverviewPanel } from '../features/back-office/OverviewPanel';
import { RouteRulesPanel } from '../features/back-office/RouteRulesPanel';
import { CorpusPanel } from '../features/corpus/CorpusPanel';
import { SupportTicketsPanel } from '../features/support/SupportTicketsPanel';

/** /admin (iPrism administrators): the service at a glance, support tickets, route rules and the corpus. */
export default function AdminHome() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <OverviewPanel />
      <SupportTicketsPanel />
      <RouteRulesPanel />
      <CorpusPanel />
    </Stack>
  );
}
