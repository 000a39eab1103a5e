import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { downloadCareerCv, updateCareerApplication } from '@iprism/shared/api/careers';
import { saveBlob } from '@iprism/shared/api/save-blob';
import { careerQueries } from '@iprism/shared/api/staff-queries';
import { CANDIDATE_STATUSES, type CandidateStatus, type CareerApplication } from '@iprism/shared/contracts/careers';
import { formatByteLimit } from '@iprism/shared/contracts/applications';
import { confirm, toast } from '@iprism/shared/shell';
import { AdminCard } from '../notifications/AdminCard';

/** Statuses whose change e-mails the candidate. */
const MAILED: readonly CandidateStatus[] = ['interview', 'rejected'];

type ApplicationChange = Parameters<typeof updateCareerApplication>[1];

function ApplicationItem({ a }: { a: CareerApplication }) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(a.notes);
  const refetchApplications = () => queryClient.invalidateQueries({ queryKey: careerQueries.applications().queryKey });
  const updating = useMutation({
    mutationFn: ({ body }: { body: ApplicationChange; done: string }) => updateCareerApplication(a.id, body),
    onSuccess: (_, { done }) => {
      toast.success(done);
      return refetchApplications();
    },
    onError: (err) => toast.error(apiErrorText(err)),
  });
  // A status change that e-mails the candidate runs in the confirm dialog, which shows its failure.
  const mailing = useMutation({ mutationFn: (status: CandidateStatus) => updateCareerApplication(a.id, { status }), onSuccess: refetchApplications });
  const downloadCv = async () => {
    try {
      const file = await downloadCareerCv(a.id, a.cv?.name ?? 'cv');
      saveBlob(file.blob, file.fileName);
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };
  const changeStatus = (status: CandidateStatus) => {
    if (!MAILED.includes(status)) return updating.mutate({ body: { status }, done: `Status set to ${status}.` });
    void confirm({
      type: status === 'rejected' ? 'danger' : 'info',
      title: status === 'rejected' ? `Reject ${a.name}?` : `Invite ${a.name} to interview?`,
      message: `${a.name} gets an e-mail at ${a.email}.`,
      confirmText: status === 'rejected' ? 'Reject and e-mail' : 'Invite and e-mail',
      onConfirm: async () => {
        try {
          await mailing.mutateAsync(status);
          toast.success(`E-mail sent to ${a.email}.`);
        } catch (err) {
          throw new Error(apiErrorText(err));
        }
      },
    });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="application">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography sx={{ fontWeight: 700 }}>
            {a.name} · {a.role}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Link href={`mailto:${a.email}`}>{a.email}</Link> · received {new Date(a.receivedAt).toLocaleString()}
          </Typography>
          {a.cv ? (
            <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => void downloadCv()} data-testid="application-cv">
              Download CV ({a.cv.name}, {formatByteLimit(a.cv.size)})
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No CV attached.
            </Typography>
          )}
          {a.links.map((l) => (
            <Typography key={l} variant="body2">
              <Link href={l} target="_blank" rel="noreferrer noopener">
                {l}
              </Link>
            </Typography>
          ))}
        </div>
        <TextField select size="small" label="Status" value={a.status} onChange={(e) => changeStatus(e.target.value as CandidateStatus)} sx={{ minWidth: 160 }}>
          {CANDIDATE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{a.coverNote}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
        <TextField size="small" label="Notes (staff only)" value={notes} onChange={(e) => setNotes(e.target.value)} multiline fullWidth />
        <Button disabled={notes === a.notes} onClick={() => updating.mutate({ body: { notes }, done: 'Notes saved.' })}>
          Save
        </Button>
      </Stack>
    </Paper>
  );
}

/** What /api/careers/submit-application received, newest first, with a status and notes each. */
export function ApplicationsCard() {
  const { data, error: failure } = useQuery(careerQueries.applications());
  const error = failure && apiErrorText(failure);
  return (
    <AdminCard title="Applications" description="Moving an application to interview or rejected e-mails the candidate." testId="applications">
      {error && <Alert severity="error">{error}</Alert>}
      {data && !data.length && <Typography color="text.secondary">No applications yet.</Typography>}
      <Stack spacing={2}>
        {data?.map((a) => (
          <ApplicationItem key={a.id} a={a} />
        ))}
      </Stack>
    </AdminCard>
  );
}
