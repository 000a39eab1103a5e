import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FeeEstimate } from '@iprism/shared/contracts/report';

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The excess-claims fee estimate of the claims as they stand (the report's fee table). */
export function FeeSummary({ fees }: { fees: FeeEstimate }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {fees.totalClaimsForFee} claims for fee purposes, {fees.independentClaims} independent. USPTO fees in force from {fees.effectiveDate}.
      </Typography>
      <Table size="small" aria-label="Excess-claims fees" data-testid="fee-table">
        <TableHead>
          <TableRow>
            <TableCell>Fee</TableCell>
            <TableCell align="right">Count</TableCell>
            <TableCell align="right">Large</TableCell>
            <TableCell align="right">Small</TableCell>
            <TableCell align="right">Micro</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fees.lines.map((l) => (
            <TableRow key={l.code}>
              <TableCell>
                {l.description} <Typography component="span" variant="caption" color="text.secondary">(37 CFR {l.code})</Typography>
              </TableCell>
              <TableCell align="right">{l.count}</TableCell>
              <TableCell align="right">{usd(l.amount.large)}</TableCell>
              <TableCell align="right">{usd(l.amount.small)}</TableCell>
              <TableCell align="right">{usd(l.amount.micro)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ fontWeight: 700 }}>{usd(fees.total.large)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{usd(fees.total.small)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>{usd(fees.total.micro)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
