import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ENTITY_SIZES, type EntitySize, type FeeEstimate } from '@iprism/shared/contracts/report';
import { formatDate } from '../account/format-time';
import { formatUsd } from './report-labels';
import { countOf } from '@iprism/shared/text';

const ENTITY_LABELS: Readonly<Record<EntitySize, string>> = { large: 'Large entity', small: 'Small entity', micro: 'Micro entity' };

/** The excess-claims fee estimate per entity size, with its total, effective date and source. */
export function FeeTable({ fees }: { fees: FeeEstimate }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${countOf(fees.totalClaimsForFee, 'claim')} counted for fees, ${fees.independentClaims} independent.`}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Fee estimate" data-testid="fee-table">
          <TableHead>
            <TableRow>
              <TableCell>Fee</TableCell>
              <TableCell align="right">Count</TableCell>
              {ENTITY_SIZES.map((size) => (
                <TableCell key={size} align="right">
                  {ENTITY_LABELS[size]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fees.lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={2 + ENTITY_SIZES.length}>No excess-claims fees apply.</TableCell>
              </TableRow>
            )}
            {fees.lines.map((line) => (
              <TableRow key={line.code} data-testid="fee-line">
                <TableCell component="th" scope="row">
                  {line.description}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {line.code}
                  </Typography>
                </TableCell>
                <TableCell align="right">{line.count}</TableCell>
                {ENTITY_SIZES.map((size) => (
                  <TableCell key={size} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatUsd(line.amount[size])}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {`${line.count} × ${formatUsd(line.unitFee[size])}`}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow data-testid="fee-total">
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell />
              {ENTITY_SIZES.map((size) => (
                <TableCell key={size} align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatUsd(fees.total[size])}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="fee-source">
        {`Fees effective ${formatDate(fees.effectiveDate)} · Source: ${fees.source}`}
      </Typography>
    </>
  );
}
