import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminAgreement, AgreementState } from '@iprism/shared/contracts/agreements';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { expireAgreementById, resendAgreement } from '@iprism/shared/api/company';
import { agreementQueries } from '@iprism/shared/api/company-queries';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { confirm, toast } from '@iprism/shared/shell';

const STATE_CHIP: Record<AgreementState, { label: string; color: 'default' | 'info' | 'success' | 'warning' }> = {
  sent: { label: 'Sent', color: 'info' },
  viewed: { label: 'Viewed', color: 'warning' },
  agreed: { label: 'Agreed', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** Every agreement with its state; resend or expire an open one, download the certificate of an agreed one. */
export function AgreementsTable({ agreements }: { agreements: AdminAgreement[] }) {
  const queryClient = useQueryClient();
  const expiring = useMutation({
    mutationFn: (id: string) => expireAgreementById(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementQueries.adminAgreements().queryKey }),
  });
  // A resend replaces only the link, which the list does not show.
  const resending = useMutation({
    mutationFn: (a: AdminAgreement) => resendAgreement(a.id),
    onSuccess: (_, a) => toast.success(`A new link was sent to ${a.recipientEmail}; the old one no longer works.`),
    onError: (err) => toast.error(apiErrorText(err)),
  });
  const expire = (a: AdminAgreement) =>
    void confirm({
      type: 'warning',
      title: 'Expire this agreement?',
      message: `The link sent to ${a.recipientEmail} stops working at once. This cannot be undone.`,
      confirmText: 'Expire',
      onConfirm: async () => {
        try {
          await expiring.mutateAsync(a.id);
          toast.success('Agreement expired.');
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  const certificate = async (a: AdminAgreement) => {
    try {
      const file = await downloadApiFile(`/api/admin/agreements/${encodeURIComponent(a.id)}/certificate`, `agreement-certificate-${a.id}.pdf`);
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };

  if (!agreements.length) return <Typography color="text.secondary">No agreements yet. Send the first one above.</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Agreements">
        <TableHead>
          <TableRow>
            <TableCell>Agreement</TableCell>
            <TableCell>Recipient</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Sent</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Agreed</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agreements.map((a) => {
            const chip = STATE_CHIP[a.state];
            const open = a.state === 'sent' || a.state === 'viewed';
            return (
              <TableRow key={a.id} data-testid="agreement-row">
                <TableCell sx={{ fontWeight: 600 }}>{a.title}</TableCell>
                <TableCell>
                  {a.recipientName}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {a.recipientEmail}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={chip.label} color={chip.color} variant="outlined" data-testid="agreement-state" />
                </TableCell>
                <TableCell>{when(a.createdAt)}</TableCell>
                <TableCell>{when(a.expiredAt ?? a.expiresAt)}</TableCell>
                <TableCell>
                  {a.agreedAt ? (
                    <>
                      {when(a.agreedAt)}
                      <Typography variant="caption" component="div" color="text.secondary">
                        by {a.signerName}
                      </Typography>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {open && (
                      <Button size="small" onClick={() => resending.mutate(a)}>
                        Resend
                      </Button>
                    )}
                    {open && (
                      <Button size="small" color="warning" onClick={() => expire(a)}>
                        Expire
                      </Button>
                    )}
                    {a.state === 'agreed' && (
                      <Button size="small" onClick={() => void certificate(a)} data-testid="agreement-certificate">
                        Certificate
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
