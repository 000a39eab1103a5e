import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaimDiff } from '@iprism/shared/contracts/drafting';

const STATUS_COLOUR = { unchanged: 'default', changed: 'info', added: 'success', removed: 'error' } as const;

/** A claim-by-claim diff: added words underlined, removed words struck through, moved claims marked. */
export function ClaimDiffView({ diff }: { diff: ClaimDiff }) {
  const { counts } = diff;
  return (
    <Stack spacing={1.5} data-testid="claim-diff">
      <Typography variant="body2" aria-live="polite">
        {counts.changed} changed, {counts.added} added, {counts.removed} removed, {counts.moved} moved, {counts.unchanged} unchanged.
      </Typography>
      {diff.entries.map((e, i) => (
        <Box key={i} sx={{ borderLeft: 4, borderColor: e.status === 'added' ? 'success.main' : e.status === 'removed' ? 'error.main' : e.status === 'changed' ? 'info.main' : 'divider', pl: 1.5 }} data-testid="diff-entry" data-status={e.status}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle2">
              Claim {e.afterNumber ?? e.beforeNumber}
              {e.beforeNumber !== null && e.afterNumber !== null && e.beforeNumber !== e.afterNumber ? ` (was ${e.beforeNumber})` : ''}
            </Typography>
            <Chip size="small" label={e.status} color={STATUS_COLOUR[e.status]} />
            {e.moved && <Chip size="small" variant="outlined" label="moved" />}
          </Stack>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {e.words.map((w, k) =>
              w.type === 'added' ? (
                <Box component="ins" key={k} sx={{ bgcolor: 'success.main', color: 'success.contrastText', textDecoration: 'underline', px: 0.25 }}>
                  {w.text}
                </Box>
              ) : w.type === 'removed' ? (
                <Box component="del" key={k} sx={{ bgcolor: 'error.main', color: 'error.contrastText', px: 0.25 }}>
                  {w.text}
                </Box>
              ) : (
                <span key={k}>{w.text}</span>
              ),
            )}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
