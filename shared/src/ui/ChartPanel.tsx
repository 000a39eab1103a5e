import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { toCsv } from '../contracts/csv';
import { saveFile, slug, svgToPng } from './chart-export';
import { visuallyHiddenSx } from './visually-hidden';

export interface ChartPanelProps {
  title: string;
  /** Column headings of the data table and the CSV. */
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /**
   * The drawn chart; hidden from screen readers, which read the table instead, so it must hold nothing focusable
   * (an MUI X chart takes `disableKeyboardNavigation`: its keyboard proxy would be a hidden tab stop).
   */
  children: ReactNode;
  testId?: string;
  /** Shown instead of the chart when there are no rows. */
  emptyText?: string;
}

/**
 * A titled chart with its data: the table is what screen readers get (the drawing is aria-hidden), and the
 * chart can be saved as PNG and its data as CSV.
 */
export function ChartPanel({ title, columns, rows, children, testId, emptyText = 'Nothing to chart.' }: ChartPanelProps) {
  const headingId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const savePng = async () => {
    const svg = chartRef.current?.querySelector('svg');
    if (svg) saveFile(await svgToPng(svg, theme.palette.background.paper), `${slug(title)}.png`);
  };
  const saveCsv = () => saveFile(new Blob([toCsv([columns, ...rows])], { type: 'text/csv;charset=utf-8' }), `${slug(title)}.csv`);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {title}
        </Typography>
        {rows.length > 0 && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => void savePng()} aria-label={`Save ${title} as PNG`}>
              PNG
            </Button>
            <Button size="small" onClick={saveCsv} aria-label={`Save the data of ${title} as CSV`}>
              CSV
            </Button>
          </Stack>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <>
          <Box ref={chartRef} aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
            {children}
          </Box>
          <Box sx={visuallyHiddenSx}>
            <Table size="small" aria-label={`${title}: data`}>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, i) => (
                  <TableRow key={i}>
                    {row.map((cell, j) => (
                      <TableCell key={j}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
