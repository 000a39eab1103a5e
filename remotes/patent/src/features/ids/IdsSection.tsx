import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdsFormHeader, IdsResponse } from '@iprism/shared/contracts';
import { ReportSection } from '../report/ReportSection';
import { IdsCitationsTable } from './IdsCitationsTable';
import { IdsDownloads } from './IdsDownloads';
import { IdsIssues } from './IdsIssues';
import { useIds } from './use-ids';

const TITLE = 'Information disclosure statement';

function Counts({ ids }: { ids: IdsResponse }) {
  const { counts } = ids.analysis;
  const s = ids.classification.summary;
  const parts = [
    `${counts.total} citations`,
    `${counts.usPatents} U.S. patents`,
    `${counts.usApplications} U.S. publications`,
    `${counts.foreign} foreign`,
    `${counts.npl} non-patent literature`,
    `${s.found} in the corpus (X ${s.X}, Y ${s.Y}, A ${s.A})`,
    `${s.notInCorpus} not in the corpus`,
    `${counts.errors} errors, ${counts.warnings} warnings`,
  ];
  return (
    <Typography data-testid="ids-counts" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}

const HEADER_FIELDS: [keyof IdsFormHeader, string][] = [
  ['applicationNumber', 'Application'],
  ['filingDate', 'Filed'],
  ['firstNamedInventor', 'First named inventor'],
  ['artUnit', 'Art unit'],
  ['examinerName', 'Examiner'],
  ['attorneyDocketNumber', 'Docket'],
];

/** The uploaded SB/08's identification block, which the normalised SB/08 PDF carries over. */
function FormHeader({ header }: { header: IdsFormHeader }) {
  const parts = HEADER_FIELDS.flatMap(([field, label]) => (header[field] ? [`${label} ${header[field]}`] : []));
  return (
    <Typography data-testid="ids-form-header" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}

/** The report's IDS part: counts, issues, the normalised citations with X/Y/A, and the filing downloads. */
export function IdsSection({ applicationId }: { applicationId: string }) {
  const state = useIds(applicationId);
  return (
    <ReportSection title={TITLE} testId="report-ids" action={state.status === 'ready' ? <IdsDownloads applicationId={applicationId} /> : undefined}>
      {state.status === 'ready' ? (
        <Stack spacing={2}>
          {state.data.analysis.header && <FormHeader header={state.data.analysis.header} />}
          <Counts ids={state.data} />
          <IdsIssues issues={state.data.analysis.issues} />
          <IdsCitationsTable citations={state.data.citations} items={state.data.classification.items} />
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="report-ids-status">
          {state.status === 'pending' ? 'The IDS is still being analysed.' : state.status === 'loading' ? 'Loading…' : state.message}
        </Typography>
      )}
    </ReportSection>
  );
}
