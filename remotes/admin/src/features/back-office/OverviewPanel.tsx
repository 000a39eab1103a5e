import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@iprism/shared/router';
import type { AdminOverview } from '@iprism/shared/contracts/back-office';
import { AdminCard } from '../notifications/AdminCard';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { count } from './format';
import { LoadView } from './LoadView';
import { useQuery } from '@tanstack/react-query';

interface Tile {
  label: string;
  value: string;
  note: string;
  to: string;
  testId: string;
}

const tilesOf = (o: AdminOverview): Tile[] => [
  { label: 'Users', value: count(o.users.total), note: `${count(o.users.newThisWeek)} new this week`, to: '/admin/accounts', testId: 'tile-users' },
  { label: 'Organisations', value: count(o.organizations.total), note: `${count(o.organizations.newThisWeek)} new this week`, to: '/admin/organizations', testId: 'tile-organizations' },
  { label: 'Applications today', value: count(o.applicationsToday), note: 'started since midnight UTC', to: '/admin/security-dashboard', testId: 'tile-applications' },
  { label: 'Pipeline', value: count(o.pipeline.failedToday), note: `failed today · ${count(o.pipeline.queued)} in the queue`, to: '/admin', testId: 'tile-pipeline' },
  { label: 'Corpus', value: count(o.corpusPatents), note: 'patent documents', to: '/admin', testId: 'tile-corpus' },
  { label: 'Open registrations', value: count(o.openRegistrations), note: 'waiting for a licence', to: '/admin/registrations', testId: 'tile-registrations' },
  { label: 'Invoices due', value: count(o.invoicesDue), note: 'open and unpaid', to: '/admin/sales', testId: 'tile-invoices' },
];

/** The staff home at a glance: each figure links to the screen that deals with it. */
export function OverviewPanel() {
  const overview = useQuery(backOfficeQueries.overview());
  return (
    <AdminCard title="The service at a glance" description="Counts as of now; open a figure to act on it." testId="overview-panel">
      <LoadView query={overview} testId="overview">
        {(o) => (
          <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}>
            {tilesOf(o).map((t) => (
              <Paper component="li" key={t.label} variant="outlined" sx={{ p: 1.5 }} data-testid={t.testId}>
                <Link component={RouterLink} to={t.to} underline="hover" sx={{ typography: 'body2', fontWeight: 600 }}>
                  {t.label}
                </Link>
                <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t.value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.note}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </LoadView>
    </AdminCard>
  );
}
