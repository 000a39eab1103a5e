import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BusinessDayNotice, MaintenanceFee } from '@iprism/shared/contracts/acquisitions';

/** A date with its closed-day note: on a weekend or federal holiday it may be met on the next business day. */
function DateWithNotice({ date, notices }: { date: string; notices: readonly BusinessDayNotice[] }) {
  const notice = notices.find((n) => n.date === date);
  return (
    <>
      {date}
      {notice && (
        <Typography variant="caption" component="span" color="warning.main" sx={{ display: 'block' }}>
          {notice.reason}: may be paid on the next business day, {notice.nextBusinessDay}
        </Typography>
      )}
    </>
  );
}

export function FeeTable({ fees, notices }: { fees: readonly MaintenanceFee[]; notices: readonly BusinessDayNotice[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Maintenance fees">
        <TableHead>
          <TableRow>
            <TableCell>Fee</TableCell>
            <TableCell>Window opens</TableCell>
            <TableCell>Due</TableCell>
            <TableCell>Surcharge until</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fees.map((f) => (
            <TableRow key={f.year}>
              <TableCell>{f.year} years</TableCell>
              <TableCell>{f.opensAt}</TableCell>
              <TableCell>
                <DateWithNotice date={f.dueAt} notices={notices} />
              </TableCell>
              <TableCell>
                <DateWithNotice date={f.surchargeUntil} notices={notices} />
              </TableCell>
              <TableCell>{f.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
