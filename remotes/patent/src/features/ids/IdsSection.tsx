import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdsFormHeader, IdsResponse } from '@iprism/shared/contracts/ids';
import { ReportSection } from '../report/ReportSection';
import { isClientPortalUser } from '../account/client-portal';
import { useSessionSnapshot } from '../account/use-session-snapshot';
import { IdsCitationDialog } from './IdsCitationDialog';
import { IdsCitationsTable } from './IdsCitationsTable';
import { IdsDownloads } from './IdsDownloads';
import { IdsHeldCitations } from './IdsHeldCitations';
import { IdsIssues } from './IdsIssues';
import { countOf } from '@iprism/shared/text';
import { useIds } from './use-ids';
import { useIdsCorrections } from './use-ids-corrections';

const TITLE = 'Information disclosure statement';

function Counts({ ids }: { ids: IdsResponse }) {
  const { counts } = ids.analysis;
  const s = ids.classification.summary;
  const parts = [
    countOf(counts.total, 'citation'),
    countOf(counts.usPatents, 'U.S. patent'),
    countOf(counts.usApplications, 'U.S. publication'),
    `${counts.foreign} foreign`,
    `${counts.npl} non-patent literature`,
    `${s.found} in the corpus (X ${s.X}, Y ${s.Y}, A ${s.A})`,
    `${s.notInCorpus} not in the corpus`,
    `${countOf(counts.errors, 'error')}, ${countOf(counts.warnings, 'warning')}`,
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

/** The report's IDS part: counts, the citations held out of the SB/08 with their correction, issues, the normalised citations with X/Y/A, and the filing downloads. */
export function IdsSection({ applicationId }: { applicationId: string }) {
  const state = useIds(applicationId);
  const readOnly = isClientPortalUser(useSessionSnapshot().user);
  const corrections = useIdsCorrections(applicationId);
  const ids = state.status === 'ready' ? state.data : null;
  return (
    <ReportSection title={TITLE} testId="report-ids" action={ids ? <IdsDownloads applicationId={applicationId} held={ids.held} /> : undefined}>
      {ids ? (
        <Stack spacing={2}>
          {ids.analysis.header && <FormHeader header={ids.analysis.header} />}
          <Counts ids={ids} />
          <IdsHeldCitations
            held={ids.held}
            removed={ids.corrections.filter((c) => c.removed)}
            actions={readOnly ? null : { correct: corrections.edit, remove: (h) => void corrections.remove(h), restore: (ref) => void corrections.restore(ref), busy: corrections.busy }}
          />
          <IdsIssues issues={ids.analysis.issues} />
          <IdsCitationsTable citations={ids.citations} items={ids.classification.items} held={new Set(ids.held.map((h) => h.ref))} onEdit={readOnly ? undefined : corrections.edit} />
          <IdsCitationDialog
            citation={ids.analysis.citations.find((c) => c.ref === corrections.editing) ?? null}
            issues={ids.analysis.issues.filter((i) => i.citationRef !== null && i.citationRef === corrections.editing)}
            corrected={ids.corrections.some((c) => c.ref === corrections.editing)}
            busy={corrections.busy}
            error={corrections.error}
            onSave={(form) => void corrections.save(form)}
            onUndo={() => void corrections.undo()}
            onClose={corrections.close}
          />
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="report-ids-status">
          {state.status === 'pending' ? 'The IDS is still being analysed.' : state.status === 'error' ? state.message : 'Loading…'}
        </Typography>
      )}
    </ReportSection>
  );
}
