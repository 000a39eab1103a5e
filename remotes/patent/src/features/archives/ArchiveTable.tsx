import type { ChangeEvent } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApplicationPage } from '@iprism/shared/contracts/applications';
import { formatDate } from '../account/format-time';
import { formatBytes } from '../upload/upload-checks';
import { ArchiveRowActions } from './ArchiveRowActions';
import { ARCHIVE_PAGE_SIZES } from './archive-params';
import { StageDots } from './StageDots';
import { StatusChip } from './StatusChip';

export interface ArchiveTableProps {
  page: ApplicationPage;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** One server page of applications, with paging (TablePagination counts from 0, the API from 1). */
export function ArchiveTable({ page, onPage, onPageSize }: ArchiveTableProps) {
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Applications" data-testid="archive-table" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Files</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Stages</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.items.map((a) => (
              <TableRow key={a.id} hover data-testid="archive-row" data-application-id={a.id}>
                <TableCell component="th" scope="row" sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {a.title || 'Untitled application'}
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  {a.files.map((f) => (
                    <Typography key={f.kind} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {f.name}
                      <Typography component="span" variant="caption" color="text.secondary">{` · ${f.kind === 'ids' ? 'IDS' : 'application'}, ${formatBytes(f.size)}`}</Typography>
                    </Typography>
                  ))}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={a.status} />
                </TableCell>
                <TableCell>
                  <StageDots stages={a.stages} />
                </TableCell>
                <TableCell align="right">
                  <ArchiveRowActions application={a} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.total}
        page={Math.max(0, page.page - 1)}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[...ARCHIVE_PAGE_SIZES]}
        onPageChange={(_e, zeroBased: number) => onPage(zeroBased + 1)}
        onRowsPerPageChange={(e: ChangeEvent<HTMLInputElement>) => onPageSize(Number(e.target.value))}
        data-testid="archive-pagination"
      />
    </>
  );
}
