import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { REPORT_PARTS, type ReportPart } from '@iprism/shared/contracts/patent-settings';
import type { Report } from '@iprism/shared/contracts/report';
import { isClientPortalUser } from '../account/client-portal';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { usePatentSettings } from '../patent-settings/use-patent-settings';
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
 * shared with (the panel hides itself when the server says they may not share). The report opens with the
 * parts the user chose in their settings (all until those are known); the rest is one click away.
 */
export function ReportView({ report }: { report: Report }) {
  const client = isClientPortalUser(useSessionSnapshot().user);
  const settings = usePatentSettings();
  const [showAll, setShowAll] = useState(false);
  const chosen: readonly ReportPart[] = settings.status === 'success' && !showAll ? settings.data.reportSections : REPORT_PARTS;
  const shown = (part: ReportPart) => chosen.includes(part);
  const hidden = REPORT_PARTS.length - chosen.length;
  return (
    <Stack spacing={3} data-testid="report">
      {client && (
        <Alert severity="info" data-testid="report-client-note">
          Shared with you by your firm. You have read-only access to this report.
        </Alert>
      )}
      <ReportHeader report={report} exportFormats={settings.status === 'success' ? settings.data.exportFormats : undefined} />
      {shown('summary') && <SummaryCard summary={report.summary} />}
      {shown('statistics') && (
        <ReportSection title="Statistics" testId="report-stats">
          <StatisticsCards statistics={report.statistics} />
          <Box sx={{ mt: 3 }}>
            <FindingsChart findings={report.findings} />
          </Box>
        </ReportSection>
      )}
      {shown('claims') && (
        <ReportSection title="Claim tree" testId="report-claims">
          <ClaimTree claims={report.claims} tree={report.claimTree} />
        </ReportSection>
      )}
      {shown('findings') && <FindingsPanel applicationId={report.applicationId} findings={report.findings} sections={report.sections} pdf={report.document.format === 'pdf'} />}
      {shown('fees') && (
        <ReportSection title="Fee estimate" testId="report-fees">
          <FeeTable fees={report.fees} />
        </ReportSection>
      )}
      {shown('priorArt') && <PriorArtSummary applicationId={report.applicationId} />}
      {shown('ids') && <IdsSection applicationId={report.applicationId} />}
      {hidden > 0 && (
        <Box>
          <Button onClick={() => setShowAll(true)} data-testid="report-show-all">
            {`Show the ${hidden} other ${hidden === 1 ? 'part' : 'parts'} of the report`}
          </Button>
        </Box>
      )}
      {!client && <ClientSharingPanel applicationId={report.applicationId} />}
    </Stack>
  );
}
