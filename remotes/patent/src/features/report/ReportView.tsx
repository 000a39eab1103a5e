import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Report } from '@iprism/shared/contracts';
import { isClientPortalUser } from '../account/client-portal';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { PriorArtSummary } from '../prior-art/PriorArtSummary';
import { IdsSection } from '../ids/IdsSection';
import { ClaimTree } from './ClaimTree';
import { ClientSharingPanel } from './ClientSharingPanel';
import { FeeTable } from './FeeTable';
import { FindingsChart } from './FindingsChart';
import { FindingsPanel } from './FindingsPanel';
import { ReportHeader } from './ReportHeader';
import { ReportSection } from './ReportSection';
import { StatisticsCards } from './StatisticsCards';
import { SummaryCard } from './SummaryCard';

/**
 * A finished report, top to bottom in the order an attorney reviews it. A client-portal user reads a
 * report their firm assigned to them (SPEC §6, read-only) and is told so; everyone else may see who it is
 * shared with (the panel hides itself when the server says they may not share).
 */
export function ReportView({ report }: { report: Report }) {
  const client = isClientPortalUser(useSessionSnapshot().user);
  return (
    <Stack spacing={3} data-testid="report">
      {client && (
        <Alert severity="info" data-testid="report-client-note">
          Shared with you by your firm. You have read-only access to this report.
        </Alert>
      )}
      <ReportHeader report={report} />
      <SummaryCard summary={report.summary} />
      <ReportSection title="Statistics" testId="report-stats">
        <StatisticsCards statistics={report.statistics} />
        <Box sx={{ mt: 3 }}>
          <FindingsChart findings={report.findings} />
        </Box>
      </ReportSection>
      <ReportSection title="Claim tree" testId="report-claims">
        <ClaimTree claims={report.claims} tree={report.claimTree} />
      </ReportSection>
      <FindingsPanel applicationId={report.applicationId} findings={report.findings} sections={report.sections} pdf={report.document.format === 'pdf'} />
      <ReportSection title="Fee estimate" testId="report-fees">
        <FeeTable fees={report.fees} />
      </ReportSection>
      <PriorArtSummary applicationId={report.applicationId} />
      <IdsSection applicationId={report.applicationId} />
      {!client && <ClientSharingPanel applicationId={report.applicationId} />}
    </Stack>
  );
}
