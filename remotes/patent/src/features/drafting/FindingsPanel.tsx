import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraftFinding, DraftFindingKind } from '@iprism/shared/contracts/drafting';

export const KIND_LABELS: Record<DraftFindingKind, string> = {
  'antecedent-basis': 'Antecedent basis',
  support: 'Support',
  dependency: 'Dependency',
  'multiple-dependent': 'Multiple dependency',
  numbering: 'Numbering',
  'duplicate-claim': 'Duplicate claim',
  'reference-numeral': 'Reference numeral',
};

const SEVERITY_COLOUR = { error: 'error', warning: 'warning', info: 'info' } as const;

interface Props {
  findings: readonly DraftFinding[];
  onShow: (finding: DraftFinding) => void;
  onToggleResolved: (finding: DraftFinding) => void;
  showResolved: boolean;
}

/** The live findings beside the editor, open ones first; each can be shown in the text or marked resolved. */
export function FindingsPanel({ findings, onShow, onToggleResolved, showResolved }: Props) {
  const open = findings.filter((f) => !f.resolved);
  const resolved = findings.filter((f) => f.resolved);
  const shown = showResolved ? [...open, ...resolved] : open;
  if (findings.length === 0) return <Alert severity="success">No findings: the claims pass every check.</Alert>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="findings-count">
        {open.length} open {open.length === 1 ? 'finding' : 'findings'}
        {resolved.length > 0 ? `, ${resolved.length} marked resolved` : ''}
      </Typography>
      {open.length === 0 && <Alert severity="success">Every finding is marked resolved.</Alert>}
      <List dense disablePadding data-testid="findings-list" sx={{ maxHeight: 520, overflowY: 'auto' }}>
        {shown.map((f) => (
          <ListItem key={f.id} id={`finding-${f.id}`} disableGutters sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider', opacity: f.resolved ? 0.6 : 1 }} data-testid="finding" data-kind={f.kind}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }} useFlexGap>
              <Chip size="small" color={SEVERITY_COLOUR[f.severity]} variant={f.resolved ? 'outlined' : 'filled'} label={KIND_LABELS[f.kind]} />
              <Typography variant="caption" color="text.secondary">
                Claim {f.claim}
              </Typography>
              {f.resolved && <Chip size="small" variant="outlined" label="Resolved" />}
            </Stack>
            <Typography variant="body2">{f.message}</Typography>
            {f.passage && (
              <Typography variant="caption" component="blockquote" sx={{ display: 'block', m: 0, mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}>
                Nearest passage: “{f.passage}”
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Button size="small" onClick={() => onShow(f)}>
                Show in claims
              </Button>
              <Button size="small" onClick={() => onToggleResolved(f)} data-testid="toggle-resolved">
                {f.resolved ? 'Reopen' : 'Mark resolved'}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
