import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Finding, Section } from '@iprism/shared/contracts/report';
import { FindingFilters } from './FindingFilters';
import { FindingItem } from './FindingItem';
import { ReportSection } from './ReportSection';
import { SectionTextDialog } from './SectionTextDialog';
import { NO_FILTER, filterFindings, rulesPresent, type FindingFilter } from './findings';
import { countOf } from '@iprism/shared/text';

export interface FindingsPanelProps {
  applicationId: string;
  findings: readonly Finding[];
  sections: readonly Section[];
  pdf: boolean;
}

/** The findings, worst first, with severity and rule filters and the section text behind "Show in text". */
export function FindingsPanel({ applicationId, findings, sections, pdf }: FindingsPanelProps) {
  const [filter, setFilter] = useState<FindingFilter>(NO_FILTER);
  const [shown, setShown] = useState<Finding | null>(null);
  const rules = useMemo(() => rulesPresent(findings), [findings]);
  const visible = useMemo(() => filterFindings(findings, filter), [findings, filter]);
  return (
    <ReportSection title="Findings" testId="report-findings" action={findings.length > 0 && <FindingFilters filter={filter} rules={rules} onChange={setFilter} />}>
      {findings.length === 0 ? (
        <Typography color="text.secondary">No findings: the checks found nothing to flag.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="findings-count">
            {`Showing ${visible.length} of ${countOf(findings.length, 'finding')}`}
          </Typography>
          <Stack component="ul" aria-label="Findings" sx={{ m: 0, mt: 1, p: 0 }}>
            {visible.map((f) => (
              <FindingItem key={f.id} finding={f} applicationId={applicationId} pdf={pdf} onShowInText={setShown} />
            ))}
          </Stack>
        </>
      )}
      <SectionTextDialog finding={shown} sections={sections} onClose={() => setShown(null)} />
    </ReportSection>
  );
}
