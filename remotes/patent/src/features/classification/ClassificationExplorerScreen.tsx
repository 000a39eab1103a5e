import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { CPC_IMPORT_COMMAND } from '@iprism/shared/contracts/cpc';
import { EmptyState, visuallyHiddenSx } from '@iprism/shared/ui';
import { CpcDetail } from './CpcDetail';
import { CpcSearch } from './CpcSearch';
import { CpcTree } from './CpcTree';
import { useCpcTree } from './use-cpc-tree';

/** The CPC scheme as a browsable, searchable tree with corpus counts, and the selected symbol beside it. */
export function ClassificationExplorerScreen() {
  const tree = useCpcTree();

  if (!tree.roots) {
    return tree.error ? (
      <Alert severity="error" data-testid="cpc-load-error" action={<Button color="inherit" size="small" onClick={tree.reload}>Retry</Button>}>
        {tree.error}
      </Alert>
    ) : (
      <Box role="status" data-testid="cpc-loading">
        <Box component="span" sx={visuallyHiddenSx}>
          Loading the CPC scheme…
        </Box>
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} variant="text" height={32} aria-hidden />
        ))}
      </Box>
    );
  }
  if (tree.roots.length === 0) {
    return (
      <EmptyState
        icon={<AccountTreeOutlinedIcon />}
        heading="The CPC scheme has not been imported yet"
        description={`An administrator imports it once, with the patent corpus: ${CPC_IMPORT_COMMAND}`}
        testId="cpc-empty"
      />
    );
  }
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <Paper variant="outlined" sx={{ p: 2, flex: 3, minWidth: 0, width: '100%' }}>
        <CpcSearch onReveal={(hit) => void tree.reveal(hit)} />
        {tree.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {tree.error}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <CpcTree tree={tree} />
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-label="Selected symbol" sx={{ p: 2, flex: 2, minWidth: 0, width: '100%', position: { md: 'sticky' }, top: { md: 16 } }}>
        <CpcDetail tree={tree} />
      </Paper>
    </Stack>
  );
}
