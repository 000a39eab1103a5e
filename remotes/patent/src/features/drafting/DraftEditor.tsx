import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { exportDraft } from '@iprism/shared/api/drafting';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { draftQueries } from '@iprism/shared/api/workspace-queries';
import type { Draft, DraftFinding } from '@iprism/shared/contracts/drafting';
import { useToast } from '@iprism/shared/shell';
import { ClaimTools } from './ClaimTools';
import { ClaimTree } from './ClaimTree';
import { FeeSummary } from './FeeSummary';
import { FindingsPanel } from './FindingsPanel';
import { HighlightedTextarea } from './HighlightedTextarea';
import { VersionsPanel } from './VersionsPanel';
import { unsentLocalCopy, useDraftAutosave, type SaveState, type WorkingCopy } from './use-draft-autosave';
import { useLiveCheck } from './use-live-check';
import { useOtherTabs } from './use-other-tabs';
import { useSaveDraft } from './use-save-draft';

const SAVE_LABELS: Record<SaveState, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  offline: 'Offline: kept on this device',
  conflict: 'Not saved: changed elsewhere',
  error: 'Not saved',
};
const SIDE_TABS = ['Findings', 'Claim tree', 'Fees', 'Versions', 'Tools'] as const;

/** The drafting editor: claims and specification with the checks live, autosave, versions, tools and exports. */
export function DraftEditor({ initial, onBack }: { initial: Draft; onBack: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const saveDraft = useSaveDraft(initial.id);
  const restored = useMemo(() => unsentLocalCopy(initial), [initial]);
  const [draft, setDraft] = useState(initial);
  const [copy, setCopy] = useState<WorkingCopy>(() => restored ?? { title: initial.title, claims: initial.claims, specification: initial.specification, resolvedMarks: initial.resolvedMarks });
  const [tab, setTab] = useState(0);
  const [showResolved, setShowResolved] = useState(false);
  const [note, setNote] = useState<string | null>(restored ? 'Unsaved changes from this device were restored; they are being saved now.' : null);
  const claimsRef = useRef<HTMLTextAreaElement>(null);
  const onSaved = useCallback((saved: Draft) => setDraft(saved), []);
  const autosave = useDraftAutosave(initial, copy, onSaved);
  const otherTabs = useOtherTabs(initial.id);
  const check = useLiveCheck(copy.claims, copy.specification, copy.resolvedMarks);
  const result = check.result;
  const change = (patch: Partial<WorkingCopy>) => setCopy((c) => ({ ...c, ...patch }));

  // Findings belong to the claims text they were computed for; while a newer check runs, stale offsets are not drawn.
  const findings = useMemo(() => result?.findings ?? [], [result]);
  const openByClaim = useMemo(() => {
    const m = new Map<number, number>();
    for (const f of findings) if (!f.resolved) m.set(f.claim, (m.get(f.claim) ?? 0) + 1);
    return m;
  }, [findings]);
  const highlights = check.status === 'idle' ? findings.filter((f) => !f.resolved).map((f) => ({ id: f.id, start: f.start, end: f.end, severity: f.severity })) : [];

  const toggleResolved = (f: DraftFinding) => {
    const marks = new Set(result?.resolvedMarks ?? copy.resolvedMarks);
    if (f.resolved) marks.delete(f.key);
    else marks.add(f.key);
    change({ resolvedMarks: [...marks] });
  };
  const show = (start: number, end: number) => {
    const area = claimsRef.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(start, end);
  };
  const selectClaim = (number: number) => {
    const at = copy.claims.search(new RegExp(`(^|\\n)\\s*${number}\\s*[.)]`));
    if (at >= 0) show(at === 0 ? 0 : at + 1, at + String(number).length + 2);
  };

  const reload = async (keepMine: boolean) => {
    try {
      const fresh = await queryClient.fetchQuery({ ...draftQueries.detail(draft.id), staleTime: 0 });
      autosave.rebase(fresh, keepMine);
      setDraft(fresh);
      if (!keepMine) setCopy({ title: fresh.title, claims: fresh.claims, specification: fresh.specification, resolvedMarks: fresh.resolvedMarks });
      else setCopy((c) => ({ ...c }));
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };
  const share = async (shared: boolean) => {
    try {
      await autosave.flush();
      const saved = await saveDraft.mutateAsync({ revision: autosave.revision.current, shared });
      autosave.revision.current = saved.revision;
      setDraft(saved);
      toast.success(shared ? 'Shared with your organisation.' : 'Only you can see this draft now.');
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };
  const download = async (format: 'docx' | 'pdf') => {
    try {
      await autosave.flush();
      const file = await exportDraft(draft.id, format);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(`The ${format.toUpperCase()} export failed: ${apiErrorText(err)}`);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          All drafts
        </Button>
        <TextField size="small" label="Title" value={copy.title} onChange={(e) => change({ title: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'draft-title' } }} />
        <Chip label={SAVE_LABELS[autosave.state]} color={autosave.state === 'saved' ? 'success' : autosave.state === 'conflict' || autosave.state === 'error' ? 'error' : 'default'} variant="outlined" data-testid="save-state" aria-live="polite" />
        {draft.mine && (
          <FormControlLabel
            control={<Switch checked={draft.shared} disabled={autosave.state === 'conflict'} onChange={(e) => void share(e.target.checked)} />}
            label="Share with my organisation"
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('docx')} data-testid="export-docx">
            DOCX
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('pdf')} data-testid="export-pdf">
            PDF
          </Button>
        </Stack>
      </Stack>
      {!draft.mine && <Alert severity="info">Shared by {draft.ownerName}. Your edits are saved into the same draft.</Alert>}
      {otherTabs && <Alert severity="warning" data-testid="other-tab">This draft is also open in another tab. Edit it in one tab only; a save from the other will be refused rather than overwrite this one.</Alert>}
      {autosave.state === 'conflict' && (
        <Alert
          severity="error"
          data-testid="conflict"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => void reload(false)}>
                Load theirs
              </Button>
              <Button color="inherit" size="small" onClick={() => void reload(true)}>
                Keep mine
              </Button>
            </Stack>
          }
        >
          {autosave.message}
        </Alert>
      )}
      {autosave.state === 'error' && autosave.message && <Alert severity="error">{autosave.message}</Alert>}
      {note && (
        <Alert severity="info" onClose={() => setNote(null)}>
          {note}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Claims
            </Typography>
            <HighlightedTextarea id="draft-claims" label="Claims" value={copy.claims} onChange={(claims) => change({ claims })} highlights={highlights} minRows={14} placeholder={'1. A widget comprising:\n  a base; and\n  a lid hinged to the base.\n\n2. The widget of claim 1, wherein the lid is transparent.'} testId="claims-editor" textareaRef={claimsRef} />
            <Typography variant="caption" color="text.secondary">
              One claim a paragraph, numbered “1.”, “2.” … Checks run as you type{check.status === 'checking' ? ' (checking…)' : ''}.
            </Typography>
            {check.error && <Alert severity="warning">The checks could not run: {check.error}</Alert>}
          </Box>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Specification
            </Typography>
            <HighlightedTextarea id="draft-specification" label="Specification" value={copy.specification} onChange={(specification) => change({ specification })} highlights={[]} minRows={12} placeholder="The description: support for every claim term is looked up here." testId="specification-editor" />
          </Box>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Draft tools">
            {SIDE_TABS.map((label, i) => (
              <Tab key={label} label={label === 'Findings' && result ? `Findings (${findings.filter((f) => !f.resolved).length})` : label} id={`draft-tab-${i}`} aria-controls={`draft-panel-${i}`} data-testid={`tab-${label.toLowerCase().replace(' ', '-')}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`draft-panel-${tab}`} aria-labelledby={`draft-tab-${tab}`} sx={{ pt: 2 }}>
            {tab === 0 &&
              (result ? (
                <>
                  <FindingsPanel findings={findings} onShow={(f) => show(f.start, f.end)} onToggleResolved={toggleResolved} showResolved={showResolved} />
                  {findings.some((f) => f.resolved) && <FormControlLabel control={<Switch size="small" checked={showResolved} onChange={(e) => setShowResolved(e.target.checked)} />} label="Show resolved" />}
                </>
              ) : (
                <Typography color="text.secondary">Checking…</Typography>
              ))}
            {tab === 1 && <ClaimTree claims={result?.claims ?? []} openFindings={openByClaim} onSelect={selectClaim} />}
            {tab === 2 && (result ? <FeeSummary fees={result.fees} /> : <Typography color="text.secondary">Checking…</Typography>)}
            {tab === 3 && <VersionsPanel draftId={draft.id} beforeSave={autosave.flush} />}
            {tab === 4 && (
              <ClaimTools
                claims={copy.claims}
                onResult={(claims, message) => {
                  change({ claims });
                  setNote(message);
                }}
              />
            )}
          </Box>
        </Paper>
      </Box>
    </Stack>
  );
}
