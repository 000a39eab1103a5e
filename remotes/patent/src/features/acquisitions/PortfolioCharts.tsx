import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import type { PortfolioRow } from '@iprism/shared/contracts/acquisitions';
import { ChartPanel } from '@iprism/shared/ui';
import { portfolioChartData } from './portfolio-charts';

const HEIGHT = 240;

/** Expiry by year, CPC breadth and citations of a portfolio, each with its data table and exports. */
export function PortfolioCharts({ rows }: { rows: readonly PortfolioRow[] }) {
  const data = portfolioChartData(rows);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      <ChartPanel title="Expiry by year" columns={['Year', 'Patents expiring']} rows={data.expiry.map((d) => [d.year, d.count])} emptyText="No expiry could be computed." testId="chart-expiry">
        <BarChart disableKeyboardNavigation height={HEIGHT} xAxis={[{ scaleType: 'band', data: data.expiry.map((d) => String(d.year)) }]} series={[{ data: data.expiry.map((d) => d.count), label: 'Patents expiring' }]} />
      </ChartPanel>
      <ChartPanel title="CPC breadth" columns={['CPC subclass', 'Patents']} rows={data.cpc.map((d) => [d.subclass, d.count])} emptyText="No CPC codes in these records." testId="chart-cpc">
        <BarChart disableKeyboardNavigation height={HEIGHT} xAxis={[{ scaleType: 'band', data: data.cpc.map((d) => d.subclass) }]} series={[{ data: data.cpc.map((d) => d.count), label: 'Patents' }]} />
      </ChartPanel>
      <ChartPanel title="Citations" columns={['Patent', 'Forward', 'Backward']} rows={data.citations.map((d) => [d.publicationNumber, d.forward, d.backward])} testId="chart-citations">
        <BarChart
          disableKeyboardNavigation
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: data.citations.map((d) => d.publicationNumber) }]}
          series={[
            { data: data.citations.map((d) => d.forward), label: 'Forward' },
            { data: data.citations.map((d) => d.backward), label: 'Backward' },
          ]}
        />
      </ChartPanel>
    </Box>
  );
}
