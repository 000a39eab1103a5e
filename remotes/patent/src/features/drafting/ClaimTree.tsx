import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraftingCheckResponse } from '@iprism/shared/contracts/drafting';

type Checked = DraftingCheckResponse['claims'][number];

/** Depth of each claim in the dependency tree (an independent claim is 0; a claim under its first parent). */
function depthOf(claims: readonly Checked[]): Map<number, number> {
  const depth = new Map<number, number>();
  for (const c of claims) depth.set(c.number, c.dependsOn.length === 0 ? 0 : (depth.get(c.dependsOn[0]!) ?? 0) + 1);
  return depth;
}

/** The claims as a tree, each with the number of open findings on it. */
export function ClaimTree({ claims, openFindings, onSelect }: { claims: readonly Checked[]; openFindings: Map<number, number>; onSelect: (claim: number) => void }) {
  const depth = depthOf(claims);
  if (claims.length === 0) return <Typography color="text.secondary">Number your claims “1.”, “2.” … one a paragraph and they appear here.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Claim tree" data-testid="claim-tree">
      {claims.map((c, i) => {
        const count = openFindings.get(c.number) ?? 0;
        return (
          <Box component="li" key={`${c.number}-${i}`} sx={{ pl: Math.min(depth.get(c.number) ?? 0, 6) * 2 }}>
            <Box component="button" type="button" onClick={() => onSelect(c.number)} sx={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%', py: 0.5, borderRadius: 1, '&:hover, &:focus-visible': { bgcolor: 'action.hover', outline: 'none' } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: c.independent ? 700 : 400, flexShrink: 0 }}>
                  {c.number}.
                </Typography>
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {c.text}
                </Typography>
                {count > 0 && <Chip size="small" color="warning" label={count} aria-label={`${count} open findings`} />}
              </Stack>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
