import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { IdsCorrection, IdsHeldCitation } from '@iprism/shared/contracts/ids';
import { heldSummary, reasonText, writtenCitation } from './ids-labels';
import { countOf } from '@iprism/shared/text';

export interface IdsHeldCitationsProps {
  held: readonly IdsHeldCitation[];
  removed: readonly IdsCorrection[];
  /** Null for a reader who may not correct the IDS (a client-portal user). */
  actions: { correct: (ref: string) => void; remove: (held: IdsHeldCitation) => void; restore: (ref: string) => void; busy: boolean } | null;
}

/**
 * The citations left out of the SB/08 PDF until corrected, each with why and how to fix it (correct it,
 * or remove it from the IDS), and the citations the user removed, which can be put back.
 */
export function IdsHeldCitations({ held, removed, actions }: IdsHeldCitationsProps) {
  if (held.length === 0 && removed.length === 0) return null;
  return (
    <Stack spacing={1}>
      {held.length > 0 && (
        <Alert severity="warning" data-testid="ids-held">
          <AlertTitle>{heldSummary(held.length)}</AlertTitle>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {held.map((h) => (
              <Box component="li" key={h.ref} data-testid="ids-held-citation" data-ref={h.ref} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Box sx={{ flex: '1 1 280px', minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                    {`Cite ${h.citeNo ?? h.ref} · ${h.label}`}
                  </Typography>
                  {h.reasons.map((r) => (
                    <Typography key={r} variant="body2" component="div">
                      {reasonText(r)}
                    </Typography>
                  ))}
                </Box>
                {actions && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="outlined" onClick={() => actions.correct(h.ref)} disabled={actions.busy} aria-label={`Correct cite ${h.citeNo ?? h.ref}`} data-testid="ids-held-correct">
                      Correct
                    </Button>
                    <Button size="small" color="inherit" onClick={() => actions.remove(h)} disabled={actions.busy} aria-label={`Remove cite ${h.citeNo ?? h.ref} from the IDS`} data-testid="ids-held-remove">
                      Remove
                    </Button>
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
        </Alert>
      )}
      {removed.length > 0 && (
        <Alert severity="info" data-testid="ids-removed">
          <AlertTitle>{`${countOf(removed.length, 'citation')} removed from the IDS`}</AlertTitle>
          <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {removed.map((c) => (
              <Box component="li" key={c.ref} data-testid="ids-removed-citation" data-ref={c.ref} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flex: '1 1 280px', overflowWrap: 'anywhere' }}>
                  {`Cite ${c.original.citeNo ?? c.ref} · ${writtenCitation(c.original)}`}
                </Typography>
                {actions && (
                  <Button size="small" onClick={() => actions.restore(c.ref)} disabled={actions.busy} data-testid="ids-removed-restore">
                    Put back
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
