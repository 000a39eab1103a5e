import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import type { Landscape } from '@iprism/shared/contracts/scout';
import { ChartPanel } from '@iprism/shared/ui';
import type { Narrowing } from './landscape-params';

const HEIGHT = 260;

/** The four views of a landscape; clicking a bar narrows the landscape to it. */
export function LandscapeCharts({ landscape: l, onNarrow }: { landscape: Landscape; onNarrow: (by: Narrowing) => void }) {
  const click = (pick: (i: number) => Narrowing) => (_e: unknown, item: { dataIndex: number }) => onNarrow(pick(item.dataIndex));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <ChartPanel title="Filings by year" columns={['Year', 'Documents']} rows={l.byYear.map((d) => [d.year, d.count])} testId="chart-years">
        <BarChart disableKeyboardNavigation height={HEIGHT} xAxis={[{ scaleType: 'band', data: l.byYear.map((d) => String(d.year)) }]} series={[{ data: l.byYear.map((d) => d.count), label: 'Documents' }]} onItemClick={click((i) => ({ year: l.byYear[i]!.year }))} />
      </ChartPanel>
      <ChartPanel title="Top assignees" columns={['Assignee', 'Documents']} rows={l.topAssignees.map((d) => [d.name, d.count])} testId="chart-assignees" emptyText="No assignee is named in these records.">
        <BarChart
          disableKeyboardNavigation
          height={HEIGHT}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: l.topAssignees.map((d) => d.name), width: 140 }]}
          series={[{ data: l.topAssignees.map((d) => d.count), label: 'Documents' }]}
          onItemClick={click((i) => ({ assignee: l.topAssignees[i]!.name }))}
        />
      </ChartPanel>
      <ChartPanel title="CPC" columns={['CPC', 'Title', 'Documents']} rows={l.byCpc.map((d) => [d.symbol, d.title, d.count])} testId="chart-cpc" emptyText="No CPC codes in these records.">
        <BarChart disableKeyboardNavigation height={HEIGHT} xAxis={[{ scaleType: 'band', data: l.byCpc.map((d) => d.symbol) }]} series={[{ data: l.byCpc.map((d) => d.count), label: 'Documents' }]} onItemClick={click((i) => ({ cpc: l.byCpc[i]!.symbol }))} />
      </ChartPanel>
      <ChartPanel title="Countries" columns={['Country', 'Documents']} rows={l.byCountry.map((d) => [d.country, d.count])} testId="chart-countries">
        <BarChart disableKeyboardNavigation height={HEIGHT} xAxis={[{ scaleType: 'band', data: l.byCountry.map((d) => d.country) }]} series={[{ data: l.byCountry.map((d) => d.count), label: 'Documents' }]} onItemClick={click((i) => ({ country: l.byCountry[i]!.country }))} />
      </ChartPanel>
    </Box>
  );
}
