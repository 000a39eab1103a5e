import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents } from '@iprism/shared/text';
import { ScrollRegion } from '@iprism/shared/ui';

export interface RevenuePoint {
  label: string;
  amountCents: number;
}

/**
 * A revenue bar chart with its data as a table beside it: the chart for the eye, the table for screen
 * readers, keyboard users and exact figures (the chart itself is hidden from assistive technology).
 */
export function RevenueChart({ title, points, horizontal = false }: { title: string; points: RevenuePoint[]; horizontal?: boolean }) {
  const labels = points.map((p) => p.label);
  const series = [{ data: points.map((p) => p.amountCents / 100), label: 'Revenue (USD)', valueFormatter: (v: number | null) => (v === null ? '' : formatCents(Math.round(v * 100))) }];
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Box aria-hidden sx={{ flex: 2, minWidth: 0 }}>
        {horizontal ? (
          <BarChart disableKeyboardNavigation layout="horizontal" height={Math.max(160, 48 * points.length + 60)} yAxis={[{ scaleType: 'band', data: labels, width: 150 }]} series={series} hideLegend />
        ) : (
          <BarChart disableKeyboardNavigation height={280} xAxis={[{ scaleType: 'band', data: labels }]} series={series} hideLegend />
        )}
      </Box>
      <ScrollRegion label={title} sx={{ flex: 1, minWidth: 0, maxHeight: 320 }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{horizontal ? 'Plan' : 'Month'}</TableCell>
              <TableCell align="right">Revenue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.label}>
                <TableCell>{p.label}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(p.amountCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
