import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import type { InvalidityReference } from '@iprism/shared/contracts/litigation';

/** Coverage of the charted elements per reference: a bar chart, and the same numbers as a table for screen readers and print. */
export function CoverageChart({ references }: { references: InvalidityReference[] }) {
  const shown = references.slice(0, 10);
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ flex: 2, minWidth: 0 }} aria-hidden="true">
        <BarChart
          disableKeyboardNavigation
          height={260}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: shown.map((r) => r.number), width: 110 }]}
          xAxis={[{ min: 0, max: 100, label: 'Elements covered (%)' }]}
          series={[{ data: shown.map((r) => Math.round(r.coverage * 100)), label: 'Coverage', valueFormatter: (v) => `${v ?? 0}%` }]}
          hideLegend
        />
      </Box>
      <Table size="small" aria-label="Coverage by reference" sx={{ flex: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell>Published</TableCell>
            <TableCell align="right">Coverage</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((r) => (
            <TableRow key={r.number}>
              <TableCell>{r.number}</TableCell>
              <TableCell>{r.publicationDate ?? '—'}</TableCell>
              <TableCell align="right">{Math.round(r.coverage * 100)}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
