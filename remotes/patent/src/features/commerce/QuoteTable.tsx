import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PriceQuote } from '@iprism/shared/contracts/commerce';
import { formatCents } from '@iprism/shared/text';

/** A quote's lines, the annual discount and the total, as the server computed them. */
export function QuoteTable({ quote }: { quote: PriceQuote }) {
  return (
    <Table size="small" aria-label="Price" data-testid="quote">
      <TableBody>
        {quote.lines.map((line) => (
          <TableRow key={line.label}>
            <TableCell>{line.label}</TableCell>
            <TableCell align="right">{formatCents(line.amountCents)}</TableCell>
          </TableRow>
        ))}
        {quote.discountCents > 0 && (
          <TableRow>
            <TableCell>Annual billing discount</TableCell>
            <TableCell align="right">{formatCents(-quote.discountCents)}</TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="quote-total">
            {formatCents(quote.totalCents)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
