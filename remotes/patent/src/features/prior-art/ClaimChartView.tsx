import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ClaimChart } from '@iprism/shared/contracts/prior-art';
import { ScrollRegion } from '@iprism/shared/ui';

const coverageColor = (score: number) => (score >= 0.75 ? 'error' : score >= 0.4 ? 'warning' : 'default');

/** Claim elements down the side, references across; each cell quotes the reference's best passage. */
export function ClaimChartView({ charts }: { charts: ClaimChart[] }) {
  const [claimNumber, setClaimNumber] = useState(charts[0]?.claimNumber ?? 0);
  const chart = charts.find((c) => c.claimNumber === claimNumber) ?? charts[0];
  if (!chart) return <Typography color="text.secondary">No claim chart: no references to chart against.</Typography>;
  return (
    <>
      {charts.length > 1 && (
        <ToggleButtonGroup size="small" exclusive value={chart.claimNumber} onChange={(_e, v: number | null) => v !== null && setClaimNumber(v)} aria-label="Charted claim" sx={{ mb: 2 }}>
          {charts.map((c) => (
            <ToggleButton key={c.claimNumber} value={c.claimNumber}>
              Claim {c.claimNumber}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <ScrollRegion label={`Claim chart for claim ${chart.claimNumber}`} sx={{ maxHeight: 640 }}>
        <Table size="small" stickyHeader aria-label={`Claim chart for claim ${chart.claimNumber}`} data-testid="claim-chart">
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 220 }}>Claim {chart.claimNumber} element</TableCell>
              {chart.references.map((r) => (
                <TableCell key={r} sx={{ minWidth: 240 }}>
                  {r}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {chart.elements.map((e) => (
              <TableRow key={e.index} data-testid="claim-chart-element">
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Typography variant="body2">
                    <strong>{e.index}.</strong> {e.text}
                  </Typography>
                </TableCell>
                {e.matches.map((m) => (
                  <TableCell key={m.publicationNumber} sx={{ verticalAlign: 'top' }}>
                    {m.passage ? (
                      <>
                        <Chip size="small" color={coverageColor(m.score)} label={`${Math.round(m.score * 100)}% · ${m.field}`} sx={{ mb: 0.5 }} />
                        <Typography variant="body2" color="text.secondary">
                          {m.passage}
                        </Typography>
                      </>
                    ) : (
                      <Typography variant="body2" color="text.disabled">
                        Not found
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    </>
  );
}
