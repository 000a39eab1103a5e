import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Report } from '@iprism/shared/contracts';
import { ClaimTree } from './ClaimTree';
import { FeeTable } from './FeeTable';
import { FindingsChart } from './FindingsChart';
import { FindingsPanel } from './FindingsPanel';
import { ReportHeader } from './ReportHeader';
import { ReportSection } from './ReportSection';
import { StatisticsCards } from './StatisticsCards';
import { SummaryCard } from './SummaryCard';

/** A finished report, top to bottom in the order an attorney reviews it. */
export function ReportView({ report }: { report: Report }) {
  return (
    <Stack spacing={3} data-testid="report">
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
    </Stack>
  );
}
