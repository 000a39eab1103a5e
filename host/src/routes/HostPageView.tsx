import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HostPage } from './route-table';

/** Screens the host owns (identity and access). */
export function HostPageView({ page, title }: { page: HostPage; title: string }) {
  return (
    <Box sx={{ p: 4 }} data-host-page={page}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
    </Box>
  );
}
