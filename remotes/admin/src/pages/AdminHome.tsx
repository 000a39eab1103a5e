import Stack from '@mui/material/Stack';
import { OverviewPanel } from '../features/back-office/OverviewPanel';
import { RouteRulesPanel } from '../features/back-office/RouteRulesPanel';
import { CorpusPanel } from '../features/corpus/CorpusPanel';
import { SalesRequestsPanel } from '../features/sales-requests/SalesRequestsPanel';
import { SupportTicketsPanel } from '../features/support/SupportTicketsPanel';

/** /admin (iPrism administrators): the service at a glance, support tickets, sales requests, route rules and the corpus. */
export default function AdminHome() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <OverviewPanel />
      <SupportTicketsPanel />
      <SalesRequestsPanel />
      <RouteRulesPanel />
      <CorpusPanel />
    </Stack>
  );
}
